import { contractRoleFor } from '@clubroom/domain/contracts';
import { AppError } from '../../platform/errors.js';
import { rolesOf, type AuthContext } from '../../platform/auth/policy.js';
import type { ContractsRepository } from './contracts.repository.js';

export interface Acceptance {
  version: number;
  marketingOptIn?: boolean;
  specialCategoryConsent?: boolean;
}

/**
 * Records that the signed-in person accepted the latest contract of their role: who, which
 * version, when, from where, and the consents given. Parents' marketing choice is saved too.
 */
export async function acceptContract(
  repo: ContractsRepository,
  auth: AuthContext,
  acceptance: Acceptance,
  facts: { ip: string; userAgent: string | null; clubId: number | null; now: Date },
  saveMarketingChoice: (userId: number, optIn: boolean) => Promise<void>,
): Promise<void> {
  const role = contractRoleFor(rolesOf(auth));
  const latest = await repo.latest(role);
  if (!latest) throw new AppError('NOT_FOUND', 404, 'Contract not found');
  if (latest.version !== acceptance.version) {
    throw new AppError('CONTRACT_OUTDATED', 409, 'These terms have been updated since you opened the page. Please review the latest version.');
  }
  const isParent = role === 'parent';
  await repo.insertAcceptance({
    userId: auth.user.id,
    contractId: latest.id,
    clubId: facts.clubId,
    acceptedAt: facts.now,
    ip: facts.ip.slice(0, 64),
    userAgent: facts.userAgent?.slice(0, 512) ?? null,
    marketingOptIn: isParent ? acceptance.marketingOptIn ?? false : null,
    specialCategoryConsent: isParent ? acceptance.specialCategoryConsent ?? false : null,
  });
  if (isParent && acceptance.marketingOptIn !== undefined) await saveMarketingChoice(auth.user.id, acceptance.marketingOptIn);
}
