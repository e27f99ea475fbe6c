import {
  dropdownSettingKeys,
  dropdownSettings,
  storedSettingKey,
  type DropdownSettingKey,
  type RegisterOrder,
} from '@clubroom/domain/rules';
import type { ClubSettingsStore } from './club-settings-store.repository.js';
import type { ClubSettingsValues } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

const dropdownKey = (key: DropdownSettingKey) => storedSettingKey('dropdown', key);

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

/** Every catalogued dropdown setting with the club's value, or its default when never set. */
export async function clubSettingsOf(deps: FeesDeps, club: ResolvedClub): Promise<{ data: ClubSettingsValues }> {
  const stored = await deps.repo.settingsOf(club.id, dropdownSettingKeys.map(dropdownKey));
  const dropdowns = Object.fromEntries(dropdownSettingKeys.map((k) => [k, choiceOf(stored.get(dropdownKey(k)), k)]));
  return { data: { dropdowns } as ClubSettingsValues };
}
