import type { ClubSignUpDetails } from '@clubroom/domain/api';
import { clubPages } from '@clubroom/domain/pages';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { OnboardingDeps } from './onboarding-deps.js';

type Deps = Pick<OnboardingDeps, 'repo' | 'clubs' | 'forgetClub'>;

/** The details step's form: the club's name and phone as saved so far. */
export async function clubSignUpDetails({ repo }: Deps, club: ResolvedClub): Promise<ClubSignUpDetails> {
  const details = await repo.signUpDetails(club.id);
  if (!details) throw notFound('Club');
  return details;
}

/** The name alone, saved as the organiser types (the web waits for a one second pause). */
export async function saveClubName(deps: Deps, club: ResolvedClub, clubName: string) {
  await deps.clubs.setName(club.id, clubName);
  deps.forgetClub(club.subdomain);
  return { clubName };
}

/** Name and phone (both required, checked by the route's schema): the sign-up ends, and goes on to payments. */
export async function saveClubSignUpDetails(
  deps: Deps,
  club: ResolvedClub,
  body: { clubName: string; phone: string },
): Promise<{ next: string }> {
  await deps.clubs.finishSignUp(club.id, { name: body.clubName, phone: body.phone });
  deps.forgetClub(club.subdomain);
  return { next: clubPages.paymentSplash.path };
}
