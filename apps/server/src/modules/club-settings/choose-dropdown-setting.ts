import { dropdownSettings, storedSettingKey, type DropdownSettingKey } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

/** Chooses a dropdown setting's value (spec §7 "POST dropdown setting", the value in the path): one of its options. */
export async function chooseDropdownSetting(
  deps: FeesDeps,
  club: ResolvedClub,
  setting: DropdownSettingKey,
  value: string,
) {
  const options = dropdownSettings[setting].options.map((o) => o.value);
  if (!options.includes(value as never)) {
    const message = `must be one of ${options.join(', ')}`;
    throw new AppError('VALIDATION_FAILED', `value ${message}`, [{ path: 'params.value', message }]);
  }
  await deps.repo.putSetting(club.id, storedSettingKey('dropdown', setting), value, deps.clock());
  return { data: value };
}
