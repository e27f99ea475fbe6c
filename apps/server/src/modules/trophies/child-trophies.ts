import type { ChildAward } from '@clubroom/domain/api';
import { takesEveryRegister } from '@clubroom/domain/rules';
import { foundOr404 } from '../../platform/errors.js';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assertTrophiesOn } from './trophies-switch.js';
import type { TrophiesDeps } from './trophies-deps.js';

type Club = Pick<ResolvedClub, 'id' | 'name' | 'timeZone'>;

/** The trophies the parent's own child holds at the club, newest first (another person's child: 404). */
export async function childTrophies(
  deps: TrophiesDeps,
  club: Club,
  auth: AuthContext,
  childId: number,
): Promise<{ awards: ChildAward[] }> {
  await assertTrophiesOn(deps, club.id);
  foundOr404(await deps.ownChild(auth.user.id, childId), 'Child');
  const awards = await deps.repo.childAwards(club.id, childId);
  return { awards: awards.map((award) => ({ ...award, awardedAt: award.awardedAt.toISOString() })) };
}

/**
 * An award's certificate as a PDF, for the child's parent and the club's organisers; anyone else (another family,
 * a coach, another club) is answered 404, as if it did not exist.
 */
export async function trophyCertificate(
  deps: TrophiesDeps,
  club: Club,
  auth: AuthContext,
  awardId: number,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  await assertTrophiesOn(deps, club.id);
  const award = foundOr404(await deps.repo.awardFacts(club.id, awardId), 'Award');
  if (award.parentUserId !== auth.user.id && !takesEveryRegister(rolesOf(auth))) foundOr404(null, 'Award');
  const imageBytes = award.imageKey ? await deps.files.get(award.imageKey) : null;
  // pdf-lib is loaded with the first certificate, not at every start of the server (a tenth of a second's CPU).
  const { certificatePdf } = await import('./certificate-pdf.js');
  const pdf = await certificatePdf({
    childName: `${award.childFirstName} ${award.childLastName}`,
    trophyName: award.trophyName,
    activity: award.activity,
    colour: award.colour,
    clubName: club.name,
    awardedAt: award.awardedAt,
    timeZone: club.timeZone,
    image:
      imageBytes && (award.imageType === 'image/png' || award.imageType === 'image/jpeg')
        ? { bytes: imageBytes, type: award.imageType }
        : null,
  });
  const slug = `${award.childFirstName}-${award.trophyName}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { fileName: `certificate-${slug}.pdf`, pdf };
}
