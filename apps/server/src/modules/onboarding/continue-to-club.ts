import { clubPages } from '@clubroom/domain/pages';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { sha256 } from '../../platform/security/tokens.js';
import type { OnboardingDeps } from './onboarding-deps.js';

/**
 * Uses the single-use link `createClub` made, on the new club's own host: the person it was made for, for this
 * club, not used and not expired. Answers whom to sign in and where they go on (the details step while the club
 * is on sign-up); null for any other link.
 */
export async function continueToClub(
  deps: Pick<OnboardingDeps, 'tokens' | 'repo' | 'clock'>,
  club: ResolvedClub,
  token: string | undefined,
): Promise<{ userId: number; next: string } | null> {
  if (!token) return null;
  const now = deps.clock();
  const row = await deps.tokens.find('club_handoff', sha256(token));
  if (!row || row.clubId !== club.id || row.usedAt || row.expiresAt <= now) return null;
  if (!(await deps.tokens.consume(row.id, now))) return null;
  const details = await deps.repo.signUpDetails(club.id);
  return {
    userId: row.userId,
    next: details?.onSignUp ? clubPages.clubSignUpDetails.path : clubPages.paymentSplash.path,
  };
}
