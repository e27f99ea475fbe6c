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
import { SettingsToggleRow, type SubInput } from './settings-toggle-row';

const t = messages.fees.options;

/** Dropdowns that are no toggle's sub-input get a row of their own. */
const subInputSettings = new Set<string>(
  toggleSettingKeys.flatMap((key) => (toggleSettings[key].subInputs ?? []).map((sub) => sub.setting)),
);
const ownDropdowns = dropdownSettingKeys.filter((key) => !subInputSettings.has(key));

type Change =
  { kind: 'toggle'; setting: ToggleSettingKey } | { kind: 'dropdown'; setting: DropdownSettingKey; value: string };

/** The club's toggle and dropdown settings (/cms/settings/options), one row per catalogued setting. */
export default function ClubOptionsPage() {
  usePageTitle(t.title);
  const client = useQueryClient();
  const query = useQuery(apiQuery(feesRoutes.clubSettings));
  const change = useMutation({
    mutationFn: async (
      c: Change,
    ): Promise<{
      settings?: Partial<ClubSettingsValues['settings']>;
      dropdowns?: Partial<ClubSettingsValues['dropdowns']>;
    }> =>
      c.kind === 'toggle'
        ? {
            settings: { [c.setting]: (await callApi(feesRoutes.toggleSetting, { body: { setting: c.setting } })).data },
          }
        : {
            dropdowns: {
              [c.setting]: (
                await callApi(feesRoutes.dropdownSetting, { params: { value: c.value }, body: { setting: c.setting } })
              ).data,
            },
          },
    onSuccess: (values) =>
      client.setQueryData<{ data: ClubSettingsValues }>(queryKeyOf(feesRoutes.clubSettings), (current) =>
        current
          ? {
              data: {
                settings: { ...current.data.settings, ...values.settings },
                dropdowns: { ...current.data.dropdowns, ...values.dropdowns },
              },
            }
          : current,
      ),
  });

  if (query.isPending) return <Loading />;
  const body = !query.data ? (
    <LoadFailed message={t.loadFailed} retry={query.refetch} />
  ) : (
    <ul aria-label={t.title} className="rounded-lg border border-gray-300 px-4">
      {toggleSettingKeys
        .filter((key) => !toggleSettings[key].subOnly)
        .map((key) => {
          const values = query.data.data;
          const subInputs: SubInput[] = (toggleSettings[key].subInputs ?? []).map((sub): SubInput => {
            if (sub.kind === 'switch') {
              const s = toggleSettings[sub.setting];
              return {
                kind: 'switch',
                id: `option-${sub.setting}`,
                label: s.label,
                hint: s.description,
                checked: values.settings[sub.setting] === 1,
                onChange: () => change.mutate({ kind: 'toggle', setting: sub.setting }),
              };
            }
            const d = dropdownSettings[sub.setting];
            return {
              kind: 'select',
              id: `option-${sub.setting}`,
              label: d.label,
              value: values.dropdowns[sub.setting] ?? d.defaultValue,
              options: d.options.map((o) => ({ value: o.value, label: o.label })),
              onChange: (value) => change.mutate({ kind: 'dropdown', setting: sub.setting, value }),
            };
          });
          return (
            <SettingsToggleRow
              key={key}
              id={`option-${key}`}
              label={toggleSettings[key].label}
              hint={toggleSettings[key].description}
              checked={values.settings[key] === 1}
              pending={change.isPending}
              subInputs={subInputs}
              onCheckedChange={() => change.mutate({ kind: 'toggle', setting: key })}
            />
          );
        })}
      {ownDropdowns.map((key) => (
        <li key={key} className="border-b border-gray-200 py-4 last:border-b-0">
          <SelectField
            id={`option-${key}`}
            label={dropdownSettings[key].label}
            value={query.data.data.dropdowns[key] ?? dropdownSettings[key].defaultValue}
            options={dropdownSettings[key].options.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(value) => change.mutate({ kind: 'dropdown', setting: key, value })}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <AdminPageHeading title={t.title} />
      {change.error && <FormAlert>{userMessage(change.error, messages.fees.saveFailed)}</FormAlert>}
      {body}
    </div>
  );
}
