import { contractRoleFor } from '@clubroom/domain/api';
import { AppError } from '../../platform/errors.js';
import { actorOf, refuseSwitchedSession, type Actor } from '../../platform/security/actor.js';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { TermsOfUseRepository } from './terms-of-use.repository.js';

/** Saves a parent's marketing choice on their account (the people module's to keep). */
export type SaveMarketingChoice = (actor: Actor, optIn: boolean) => Promise<void>;

/** Runs `work` in one transaction, with the acceptance's writes bound to it. */
export type AcceptanceTransaction = (
  work: (writes: { repo: TermsOfUseRepository; saveMarketingChoice: SaveMarketingChoice }) => Promise<void>,
) => Promise<void>;

export interface Acceptance {
  version: number;
  marketingOptIn?: boolean;
  specialCategoryConsent?: boolean;
}

/**
 * Records that the signed-in person accepted the latest contract of their role: who, which
 * version, when, from where, and the consents given. Parents' marketing choice is saved too, in
 * the same transaction. Consent is the person's own act: a switched session (support acting as
 * them) is refused here as well as by the routes' declaration, so no other path can give it.
 */
export async function acceptContract(
  repo: TermsOfUseRepository,
  auth: AuthContext,
  acceptance: Acceptance,
  facts: { ip: string; userAgent: string | null; clubId: number | null; now: Date },
  transaction: AcceptanceTransaction,
): Promise<void> {
  const actor = actorOf(auth);
  refuseSwitchedSession(actor);
  const role = contractRoleFor(rolesOf(auth));
  const latest = await repo.latest(role);
  if (!latest) throw new AppError('NOT_FOUND', 'Contract not found');
  if (latest.version !== acceptance.version) {
    throw new AppError(
      'CONTRACT_OUTDATED',
      'These terms have been updated since you opened the page. Please review the latest version.',
    );
  }
  const isParent = role === 'parent';
  await transaction(async (writes) => {
    await writes.repo.insertAcceptance({
      userId: auth.user.id,
      contractId: latest.id,
      clubId: facts.clubId,
      acceptedAt: facts.now,
      ip: facts.ip,
      userAgent: facts.userAgent,
      marketingOptIn: isParent ? (acceptance.marketingOptIn ?? false) : null,
      specialCategoryConsent: isParent ? (acceptance.specialCategoryConsent ?? false) : null,
    });
    if (isParent && acceptance.marketingOptIn !== undefined) {
      await writes.saveMarketingChoice(actor, acceptance.marketingOptIn);
    }
  });
}
