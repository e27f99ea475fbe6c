import {
  dropdownSettingKeys,
  dropdownSettings,
  storedSettingKey,
  toggleSettingKeys,
  toggleSettings,
  type DropdownSettingKey,
  type ToggleSettingKey,
} from '@clubroom/domain/rules';
import type { ClubSettingsValues } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

const toggleKey = (key: ToggleSettingKey) => storedSettingKey('setting', key);
const dropdownKey = (key: DropdownSettingKey) => storedSettingKey('dropdown', key);
const flagOf = (stored: string | undefined, key: ToggleSettingKey): 0 | 1 =>
  stored === undefined ? toggleSettings[key].defaultValue : stored === '1' ? 1 : 0;

/** Every catalogued toggle and dropdown setting with the club's value, or its default when never set. */
export async function clubSettingsOf(deps: FeesDeps, club: ResolvedClub): Promise<{ data: ClubSettingsValues }> {
  const stored = await deps.repo.settingsOf(club.id, [
    ...toggleSettingKeys.map(toggleKey),
    ...dropdownSettingKeys.map(dropdownKey),
  ]);
  const settings = Object.fromEntries(toggleSettingKeys.map((k) => [k, flagOf(stored.get(toggleKey(k)), k)]));
  const dropdowns = Object.fromEntries(
    dropdownSettingKeys.map((k) => {
      const value = stored.get(dropdownKey(k));
      const offered = dropdownSettings[k].options.some((o) => o.value === value);
      return [k, offered ? value! : dropdownSettings[k].defaultValue];
    }),
  );
  return { data: { settings, dropdowns } as ClubSettingsValues };
}

/** One toggle setting (spec §7 "GET setting"). */
export async function settingState(deps: FeesDeps, club: ResolvedClub, setting: ToggleSettingKey) {
  const stored = await deps.repo.settingsOf(club.id, [toggleKey(setting)]);
  return { data: flagOf(stored.get(toggleKey(setting)), setting) };
}

/** Switches a toggle setting over (spec §7 "POST toggle setting"); the new value as a number. */
export async function toggleSetting(deps: FeesDeps, club: ResolvedClub, setting: ToggleSettingKey) {
  const unset = String(toggleSettings[setting].defaultValue) as '0' | '1';
  const value = await deps.repo.toggleSetting(club.id, toggleKey(setting), unset, deps.clock());
  return { data: value === '1' ? (1 as const) : (0 as const) };
}
