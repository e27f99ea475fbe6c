import type { clientSettingsBodySchema } from '@clubroom/domain/api';
import { supportsListingSite } from '@clubroom/domain/rules';
import type { z } from 'zod';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ClubProfileDeps } from './club-profile-deps.js';
import { settingsView } from './get-club-settings.js';

type Body = z.output<typeof clientSettingsBodySchema>;

/**
 * Saves the club's name, contact details, socials and listing description in one statement (the
 * body was validated whole first, so nothing is saved when any field is refused). 'List my classes'
 * changes only where the club's country has the listing site.
 */
export async function saveClubSettings(
  deps: ClubProfileDeps,
  club: Pick<ResolvedClub, 'id' | 'subdomain'>,
  body: Body,
) {
  const current = await deps.repo.profileOf(club.id);
  const listed = supportsListingSite(current.country) ? body['listings-active'] : undefined;
  await deps.repo.saveDetails(club.id, {
    name: body['club-name'],
    phone: body.phone,
    website: body.website,
    facebook: body.facebook,
    twitter: body.twitter,
    instagramHandle: body.instagram_handle,
    youtubeAccount: body.youtube_account,
    tiktokHandle: body.tiktok_handle,
    description: body['listing-description'],
    ...(listed !== undefined && { listed }),
  });
  deps.forgetClub(club.subdomain);
  return { data: settingsView(await deps.repo.profileOf(club.id)) };
}
