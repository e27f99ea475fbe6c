import { contractRoleFor, type ContractRole } from '@clubroom/domain/api';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { TermsOfUseRepository } from './terms-of-use.repository.js';

/**
 * The contract a signed-in person must accept before anything else: the latest version for
 * their role at this club, when not yet accepted. Support staff, and people with no role at the
 * club, sign nothing here; a switched support session is never asked to sign for the parent.
 */
export async function contractRequired(
  repo: TermsOfUseRepository,
  auth: AuthContext | null,
): Promise<{ role: ContractRole; version: number; updated: boolean } | null> {
  if (!auth || auth.impersonator || auth.clubRoles.length === 0) return null;
  const role = contractRoleFor(rolesOf(auth));
  const latest = await repo.latest(role);
  if (!latest || (await repo.hasAccepted(auth.user.id, latest.id))) return null;
  return { role, version: latest.version, updated: await repo.hasAcceptedAnyOf(auth.user.id, role) };
}
