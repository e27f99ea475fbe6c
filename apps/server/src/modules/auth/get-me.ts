import type { Me } from '@clubroom/domain/contracts';
import { rolesOf, type AuthContext } from '../../platform/auth/policy.js';
import { contractRequired } from '../contracts/contract-required.js';
import type { ContractsRepository } from '../contracts/contracts.repository.js';

/** Who is signed in here, with their roles at this club, and whether a contract awaits them. */
export async function getMe(contracts: ContractsRepository, auth: AuthContext | null): Promise<Me> {
  if (!auth) return { user: null, roles: [], impersonator: null, contractRequired: null };
  const { id, email, firstName, lastName } = auth.user;
  return {
    user: { id, email, firstName, lastName },
    roles: rolesOf(auth),
    impersonator: auth.impersonator ? { email: auth.impersonator.email, firstName: auth.impersonator.firstName } : null,
    contractRequired: await contractRequired(contracts, auth),
  };
}
