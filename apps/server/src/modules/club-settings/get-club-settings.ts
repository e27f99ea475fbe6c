import type { ClubSettings } from '@clubroom/domain/api';
import { logoUrlOf, supportsListingSite, themeColoursOf } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ClubProfileDeps } from './club-profile-deps.js';
import type { ClubProfileRow } from './club-profile.repository.js';

/** The club's theme; a custom skin is its own palette or its own stylesheet (the platform console's). */
export const themeOf = (
  row: Pick<
    ClubProfileRow,
    'themePrimary' | 'themeSecondary' | 'themePanel' | 'skinKey' | 'hasCustomSkin' | 'skinStylesheet'
  >,
) => ({
  skinKey: row.skinKey,
  hasCustomSkin: row.hasCustomSkin || row.skinStylesheet !== null,
  colours: themeColoursOf(row),
});

export function settingsView(row: ClubProfileRow): ClubSettings {
  const theme = themeOf(row);
  return {
    clubName: row.name,
    phone: row.phone,
    website: row.website,
    facebook: row.facebook,
    twitter: row.twitter,
    instagram_handle: row.instagramHandle,
    youtube_account: row.youtubeAccount,
    tiktok_handle: row.tiktokHandle,
    timezone: row.timeZone,
    description: row.description,
    listingsActive: row.listed,
    supportsListingSite: supportsListingSite(row.country),
    country: row.country,
    logoUrl: logoUrlOf(row.logoKey, row.logoUpdatedAt),
    theme,
    hasCustomSkin: theme.hasCustomSkin,
    onSignUp: row.onSignUp,
  };
}

/** The club profile page's data. */
export async function getClubSettings(deps: Pick<ClubProfileDeps, 'repo'>, club: Pick<ResolvedClub, 'id'>) {
  return { data: settingsView(await deps.repo.profileOf(club.id)) };
}
