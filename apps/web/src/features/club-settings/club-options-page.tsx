import type { ClubSettingsValues } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import {
  dropdownSettingKeys,
  dropdownSettings,
  toggleSettingKeys,
  toggleSettings,
  type DropdownSettingKey,
  type ToggleSettingKey,
} from '@clubroom/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as feesRoutes from '../../lib/api-routes/fees';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { SelectField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SettingsToggleRow } from './settings-toggle-row';

const t = messages.fees.options;

type Change =
  { kind: 'toggle'; setting: ToggleSettingKey } | { kind: 'dropdown'; setting: DropdownSettingKey; value: string };
type Saved = { label: string; value: string };

/**
 * The club's options (/cms/settings/options), one row per catalogued option: the switches (grading trophies) and the
 * dropdowns; each saves as it is changed and says so (issue 23.5). Trial sessions are the booking settings' switch.
 */
export default function ClubOptionsPage() {
  usePageTitle(t.title);
  const client = useQueryClient();
  const query = useQuery(apiQuery(feesRoutes.clubSettings));
  const change = useMutation({
    mutationFn: async (c: Change): Promise<Saved> => {
      if (c.kind === 'toggle') {
        const { data } = await callApi(feesRoutes.toggleSetting, { body: { setting: c.setting } });
        patch({ settings: { [c.setting]: data } });
        return { label: toggleSettings[c.setting].label, value: data === 1 ? t.on : t.off };
      }
      const { data } = await callApi(feesRoutes.dropdownSetting, {
        params: { value: c.value },
        body: { setting: c.setting },
      });
      patch({ dropdowns: { [c.setting]: data } });
      const setting = dropdownSettings[c.setting];
      return { label: setting.label, value: setting.options.find((o) => o.value === data)?.label ?? data };
    },
  });
  const patch = (values: {
    settings?: Partial<ClubSettingsValues['settings']>;
    dropdowns?: Partial<ClubSettingsValues['dropdowns']>;
  }) =>
    client.setQueryData<{ data: ClubSettingsValues }>(queryKeyOf(feesRoutes.clubSettings), (current) =>
      current
        ? {
            data: {
              settings: { ...current.data.settings, ...values.settings },
              dropdowns: { ...current.data.dropdowns, ...values.dropdowns },
            },
          }
        : current,
    );

  if (query.isPending) return <Loading />;
  const body = !query.data ? (
    <LoadFailed message={t.loadFailed} retry={query.refetch} />
  ) : (
    <ul aria-label={t.title} className="rounded-lg border border-gray-300 px-4">
      {toggleSettingKeys.map((key) => (
        <SettingsToggleRow
          key={key}
          id={`option-${key}`}
          label={toggleSettings[key].label}
          hint={toggleSettings[key].hint}
          checked={query.data.data.settings[key] === 1}
          pending={change.isPending}
          onCheckedChange={() => change.mutate({ kind: 'toggle', setting: key })}
        />
      ))}
      {dropdownSettingKeys.map((key) => (
        <li key={key} className="border-b border-gray-200 py-4 last:border-b-0">
          <SelectField
            id={`option-${key}`}
            label={dropdownSettings[key].label}
            hint={dropdownSettings[key].hint}
            value={query.data.data.dropdowns[key] ?? dropdownSettings[key].defaultValue}
            options={dropdownSettings[key].options.map((o) => ({ value: o.value, label: o.label }))}
            disabled={change.isPending}
            onChange={(value) => change.mutate({ kind: 'dropdown', setting: key, value })}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {change.error && <FormAlert>{userMessage(change.error, messages.fees.saveFailed)}</FormAlert>}
      <div role="status">
        {change.isSuccess && <FormAlert tone="info">{t.saved(change.data.label, change.data.value)}</FormAlert>}
      </div>
      {body}
    </div>
  );
}
