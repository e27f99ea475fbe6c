import type { AdminPaymentSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { acceptedPaymentMethods, paymentSettingDescriptors, type PaymentSettingInput } from '@clubroom/domain/rules';
import { useState } from 'react';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { secondaryButton } from '../../ui/buttons';
import { DetailList } from '../../ui/detail-list';
import { SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { SwitchField } from '../../ui/switch-field';
import { PageTitle } from '../../lib/page-title';
import { HowToPayView } from './how-to-pay-view';
import {
  isForbidden,
  useAdminPaymentSettings,
  useUpdatePaymentInstructions,
  useUpdatePaymentSetting,
} from './use-pay-settings';

const t = messages.paySettings;

/** /cms/settings/payments: Club Settings – Payments (spec §2). */
export default function PaymentSettingsPage() {
  const query = useAdminPaymentSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={t.paymentsTitle} />
      <AdminPageHeading title={t.paymentsTitle} />
      <p className="text-gray-700">{t.paymentsIntro}</p>
      {query.isError ? (
        isForbidden(query.error) ? (
          <FormAlert>{t.noFinancialAccess}</FormAlert>
        ) : (
          <LoadFailed message={t.loadFailed} retry={query.refetch} />
        )
      ) : !query.data ? (
        <Loading lines={4} />
      ) : (
        <PaymentSettings settings={query.data} />
      )}
    </div>
  );
}

function PaymentSettings({ settings }: { settings: AdminPaymentSettings }) {
  const { data } = settings;
  const preview = { paymentInstructions: settings.paymentInstructions, methods: acceptedPaymentMethods(data) };
  return (
    <>
      <Instructions saved={settings.paymentInstructions} />
      <section className="space-y-4">
        <h2 className="text-xl font-semibold">{t.methodsTitle}</h2>
        {paymentSettingDescriptors.map((descriptor) => (
          <fieldset key={descriptor.title_setting} className="space-y-3 rounded-lg border border-gray-300 p-4">
            <legend className="sr-only">{descriptor.title}</legend>
            <MethodSwitch
              setting={descriptor.title_setting}
              title={descriptor.title}
              on={data[descriptor.title_setting] === '1'}
            />
            {data[descriptor.title_setting] === '1' &&
              descriptor.inputs.map((input) => (
                <DetailInput key={input.setting} input={input} saved={data[input.setting] ?? ''} />
              ))}
          </fieldset>
        ))}
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t.previewTitle}</h2>
        {preview.methods.length === 0 && preview.paymentInstructions === '' ? (
          <p className="text-gray-700">{t.previewNone}</p>
        ) : (
          <HowToPayView howToPay={preview} title={t.howToPayTitle} />
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t.summaryTitle}</h2>
        <DetailList
          items={paymentSettingDescriptors.map((d) => [
            d.title,
            data[d.title_setting] === '1'
              ? [t.summaryOn, ...d.inputs.map((i) => `${i.label}: ${data[i.setting] || t.summaryNotSet}`)].join(' · ')
              : t.summaryOff,
          ])}
        />
      </section>
    </>
  );
}

function Instructions({ saved }: { saved: string }) {
  const [text, setText] = useState(saved);
  const save = useUpdatePaymentInstructions();
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(text);
      }}
    >
      <label htmlFor="payment-instructions" className="block font-semibold">
        {t.paymentInstructionsLabel}
      </label>
      <p id="payment-instructions-hint" className="text-sm text-gray-700">
        {t.paymentInstructionsHint}
      </p>
      <textarea
        id="payment-instructions"
        aria-describedby="payment-instructions-hint"
        className="w-full rounded-md border border-gray-400 p-2"
        rows={4}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {save.isError && <FormAlert>{userMessage(save.error)}</FormAlert>}
      {save.isSuccess && <FormAlert tone="info">{t.saved}</FormAlert>}
      <SpinnerButton type="submit" loading={save.isPending}>
        {t.saveInstructions}
      </SpinnerButton>
    </form>
  );
}

function MethodSwitch({ setting, title, on }: { setting: string; title: string; on: boolean }) {
  const save = useUpdatePaymentSetting();
  return (
    <>
      <SwitchField
        id={setting}
        label={t.methodOn(title)}
        checked={on}
        disabled={save.isPending}
        onCheckedChange={(checked) => save.mutate({ setting, value: checked ? '1' : '0' })}
      />
      {save.isError && <FormAlert>{userMessage(save.error)}</FormAlert>}
    </>
  );
}

function DetailInput({ input, saved }: { input: PaymentSettingInput; saved: string }) {
  const [value, setValue] = useState(saved);
  const save = useUpdatePaymentSetting();
  const error = save.isError ? (fieldIssues(save.error).value ?? userMessage(save.error)) : null;
  const submit = (next: string) => save.mutate({ setting: input.setting, value: next });
  if (input.input_type === 'select') {
    return (
      <div className="space-y-1">
        <SelectField
          id={input.setting}
          label={input.label}
          value={value}
          options={[
            { value: '', label: t.chooseOption },
            ...(input.options ?? []).map((o) => ({ value: o, label: o })),
          ]}
          onChange={(next) => {
            setValue(next);
            submit(next);
          }}
        />
        {error && <p className="text-sm text-red-700">{error}</p>}
      </div>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit(value.trim());
      }}
    >
      <div className="min-w-60 flex-1">
        <TextField
          id={input.setting}
          label={input.label}
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <SpinnerButton type="submit" className={secondaryButton} loading={save.isPending}>
        {t.saveDetail}
      </SpinnerButton>
    </form>
  );
}
