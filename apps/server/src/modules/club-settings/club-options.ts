import {
  dropdownSettingKeys,
  dropdownSettings,
  storedSettingKey,
  toggleSettingKeys,
  toggleSettings,
  type DropdownSettingKey,
  type RegisterOrder,
  type ToggleSetting,
  type ToggleSettingKey,
} from '@clubroom/domain/rules';
import type { ClubSettingsStore } from './club-settings-store.repository.js';
import type { ClubSettingsValues } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

const dropdownKey = (key: DropdownSettingKey) => storedSettingKey('dropdown', key);
const toggleKey = (key: ToggleSettingKey) => storedSettingKey('setting', key);

/** A toggle's stored value, or its default when never set. */
const flagOf = (stored: string | undefined, key: ToggleSettingKey): 0 | 1 =>
  stored === undefined ? toggleSettings[key].defaultValue : stored === '1' ? 1 : 0;

/** A dropdown's stored value when it is still one of its options, else its default. */
const choiceOf = (stored: string | undefined, key: DropdownSettingKey): string =>
  dropdownSettings[key].options.some((o) => o.value === stored) ? stored! : dropdownSettings[key].defaultValue;

/** How the club's registers list children: other modules read the option through here (the module's index). */
export async function registerOrderOf(settings: ClubSettingsStore, clubId: number): Promise<RegisterOrder> {
  const key = dropdownKey('register-order');
  return choiceOf((await settings.valuesOf(clubId, [key])).get(key), 'register-order') as RegisterOrder;
}

/** Whether the club shares its timetable as open data (the club option "Share our timetable as open data"). */
export async function sharesOpenData(settings: ClubSettingsStore, clubId: number): Promise<boolean> {
  const key = dropdownKey('open-data');
  return choiceOf((await settings.valuesOf(clubId, [key])).get(key), 'open-data') === 'on';
}

/** Whether a toggle setting is on for the club: other modules read their switch through here (the module's index). */
export async function isSwitchedOn(
  settings: ClubSettingsStore,
  clubId: number,
  key: ToggleSettingKey,
): Promise<boolean> {
  return flagOf((await settings.valuesOf(clubId, [toggleKey(key)])).get(toggleKey(key)), key) === 1;
}

/** Every catalogued toggle and dropdown setting with the club's value, or its default when never set. */
export async function clubSettingsOf(deps: FeesDeps, club: ResolvedClub): Promise<{ data: ClubSettingsValues }> {
  const stored = await deps.repo.settingsOf(club.id, [
    ...toggleSettingKeys.map(toggleKey),
    ...dropdownSettingKeys.map(dropdownKey),
  ]);
  const settings = Object.fromEntries(toggleSettingKeys.map((k) => [k, flagOf(stored.get(toggleKey(k)), k)]));
  const dropdowns = Object.fromEntries(dropdownSettingKeys.map((k) => [k, choiceOf(stored.get(dropdownKey(k)), k)]));
  return { data: { settings, dropdowns } as ClubSettingsValues };
}

/** One toggle setting (spec §7 "GET setting"). */
export async function settingState(deps: FeesDeps, club: ResolvedClub, setting: ToggleSettingKey) {
  const stored = await deps.repo.settingsOf(club.id, [toggleKey(setting)]);
  return { data: flagOf(stored.get(toggleKey(setting)), setting) };
}

/** Switches a toggle setting over (spec §7 "POST toggle setting"); the new value as a number (spec §4). */
export async function toggleSetting(deps: FeesDeps, club: ResolvedClub, setting: ToggleSettingKey) {
  const toggle: ToggleSetting = toggleSettings[setting];
  const firstValue = toggle.defaultValue === 1 ? '0' : '1';
  const value = await deps.repo.flipSetting(club.id, toggleKey(setting), firstValue, deps.clock());
  return { data: value === '1' ? (1 as const) : (0 as const) };
}
