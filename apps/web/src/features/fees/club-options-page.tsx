import type { ClubSettingsValues } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { dropdownSettingKeys, dropdownSettings, type DropdownSettingKey } from '@clubroom/domain/rules';
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

const t = messages.fees.options;

interface Choice {
  setting: DropdownSettingKey;
  value: string;
}

/**
 * The club's options (/cms/settings/options), one row per catalogued option; each saves as it is chosen and says so
 * (issue 23.5). Trial sessions are the booking settings' switch (/cms/settings/booking).
 */
export default function ClubOptionsPage() {
  usePageTitle(t.title);
  const client = useQueryClient();
  const query = useQuery(apiQuery(feesRoutes.clubSettings));
  const choose = useMutation({
    mutationFn: async ({ setting, value }: Choice) =>
      (await callApi(feesRoutes.dropdownSetting, { params: { value }, body: { setting } })).data,
    onSuccess: (value, { setting }) =>
      client.setQueryData<{ data: ClubSettingsValues }>(queryKeyOf(feesRoutes.clubSettings), (current) =>
        current ? { data: { dropdowns: { ...current.data.dropdowns, [setting]: value } } } : current,
      ),
  });

  if (query.isPending) return <Loading />;
  const body = !query.data ? (
    <LoadFailed message={t.loadFailed} retry={query.refetch} />
  ) : (
    <ul aria-label={t.title} className="rounded-lg border border-gray-300 px-4">
      {dropdownSettingKeys.map((key) => (
        <li key={key} className="border-b border-gray-200 py-4 last:border-b-0">
          <SelectField
            id={`option-${key}`}
            label={dropdownSettings[key].label}
            hint={dropdownSettings[key].hint}
            value={query.data.data.dropdowns[key] ?? dropdownSettings[key].defaultValue}
            options={dropdownSettings[key].options.map((o) => ({ value: o.value, label: o.label }))}
            disabled={choose.isPending}
            onChange={(value) => choose.mutate({ setting: key, value })}
          />
        </li>
      ))}
    </ul>
  );
  const saved = choose.isSuccess ? dropdownSettings[choose.variables.setting] : null;
  const savedValue = saved?.options.find((o) => o.value === choose.data)?.label ?? choose.data ?? '';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {choose.error && <FormAlert>{userMessage(choose.error, messages.fees.saveFailed)}</FormAlert>}
      <div role="status">{saved && <FormAlert tone="info">{t.saved(saved.label, savedValue)}</FormAlert>}</div>
      {body}
    </div>
  );
}
