import type { SetThemeBody } from '@clubroom/domain/api';
import { skinByKey } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ClubProfileDeps } from './club-profile-deps.js';
import { themeOf } from './get-club-settings.js';

/**
 * Sets the club's theme: a theme of the grid by its key (replacing any custom theme), or the club's
 * own three colours (a custom theme). The public pages show it from the next request.
 */
export async function setClubTheme(
  deps: Pick<ClubProfileDeps, 'repo' | 'forgetClub'>,
  club: Pick<ResolvedClub, 'id' | 'subdomain'>,
  { skin }: SetThemeBody,
) {
  const picked = typeof skin === 'string' ? skinByKey(skin) : undefined;
  const colours = picked?.colours ?? (typeof skin === 'string' ? null : skin);
  if (!colours) throw new Error('setThemeBodySchema lets only known skins through');
  const theme = {
    themePrimary: colours.primary.toLowerCase(),
    themeSecondary: colours.secondary.toLowerCase(),
    themePanel: colours.panel.toLowerCase(),
    skinKey: picked?.skinKey ?? null,
    hasCustomSkin: !picked,
  };
  await deps.repo.setTheme(club.id, theme);
  deps.forgetClub(club.subdomain);
  return { data: themeOf(await deps.repo.profileOf(club.id)) };
}
