import type { TermsOfUseRepository } from './terms-of-use.repository.js';

/** The parent terms accepted by ticking 'I accept the Terms of Use' at sign-up, as given there. */
export interface SignUpAcceptance {
  contractId: number;
  clubId: number | null;
  acceptedAt: Date;
  ip: string;
  userAgent: string | null;
  /** The sign-up's marketing choice (the account keeps it too). */
  marketingOptIn: boolean;
}

/** The parent terms a sign-up accepts: the latest version's id, or null while none is published. */
export async function parentTermsForSignUp(repo: TermsOfUseRepository): Promise<number | null> {
  return (await repo.latest('parent'))?.id ?? null;
}

/**
 * Records a completed sign-up's acceptance as the person's, so the contract page asks them only
 * about terms published after it. Sign-up asks no special-category consent: it stays null (not
 * asked), where the contract page records true or false.
 */
export async function recordSignUpAcceptance(
  repo: TermsOfUseRepository,
  userId: number,
  acceptance: SignUpAcceptance,
): Promise<void> {
  await repo.insertAcceptance({ userId, ...acceptance, specialCategoryConsent: null });
}
