import type { AdminPaymentSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { acceptedPaymentMethods, paymentSettingDescriptors, type PaymentSettingInput } from '@clubroom/domain/rules';
import { CARD_PAYMENT_SETTING } from '@clubroom/domain/api';
import { clubPages } from '@clubroom/domain/pages';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiQuery } from '../../lib/api-client';
import * as onboardingRoutes from '../../lib/api-routes/onboarding';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { DetailList } from '../../ui/detail-list';
import { SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { SwitchField } from '../../ui/switch-field';
import { PageTitle } from '../../lib/page-title';
import { HowToPayView } from './how-to-pay-view';
import { useAdminPaymentSettings, useSavePaymentSettings } from './use-pay-settings';
import { FinancialContent } from '../../ui/financial-content';

const t = messages.paySettings;

/** /cms/settings/payments: Club Settings – Payments (spec §2). */
export default function PaymentSettingsPage() {
  const query = useAdminPaymentSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={t.paymentsTitle} />
      <AdminPageHeading title={t.paymentsTitle} />
      <p className="text-gray-700">{t.paymentsIntro}</p>
      <FinancialContent query={query} texts={t}>
        {(settings) => <PaymentSettings settings={settings} />}
      </FinancialContent>
    </div>
  );
}

/** The card row's true state: on exactly while the club's card-payment account takes payments. */
function CardState() {
  const account = useQuery(apiQuery(onboardingRoutes.paymentAccountStatus));
  if (account.isPending) return <p className="text-gray-700">{t.cardChecking}</p>;
  const connected = account.data?.status === 'connected';
  return (
    <p className="text-gray-700" data-testid="card-state">
      {connected ? t.cardOn : t.cardOff}{' '}
      {!connected && (
        <Link className="underline" to={clubPages.paymentSplash.path}>
          {t.connectCard}
        </Link>
      )}
    </p>
  );
}

/** Every setting but the card's (which follows the connected account), as saved: the form starts from it. */
const editableOf = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== CARD_PAYMENT_SETTING));

/** One form, one Save (issue 23.6): what is typed stays until it is saved, and a refusal names its field. */
function PaymentSettings({ settings }: { settings: AdminPaymentSettings }) {
  const [typed, setTyped] = useState<Record<string, string>>(() => editableOf(settings.data));
  const [instructions, setInstructions] = useState(settings.paymentInstructions);
  const save = useSavePaymentSettings();
  const problems = save.isError ? fieldIssues(save.error) : {};
  const problemOf = (setting: string) => problems[`settings.${setting}`];
  const change = (setting: string, value: string) => {
    setTyped((was) => ({ ...was, [setting]: value }));
    save.reset();
  };
  const preview = { paymentInstructions: instructions.trim(), methods: acceptedPaymentMethods(typed) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { settings: typed, paymentInstructions: instructions },
      {
        onError: (err) => {
          const first = Object.keys(fieldIssues(err))[0];
          if (first) document.getElementById(first.replace(/^settings\./, ''))?.focus();
        },
      },
    );
  };
  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-6">
        <div className="space-y-2">
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
            value={instructions}
            onChange={(e) => {
              setInstructions(e.target.value);
              save.reset();
            }}
          />
          {problems.paymentInstructions && <p className="text-sm text-red-700">{problems.paymentInstructions}</p>}
        </div>
        <section className="space-y-4">
          <h2 className="text-xl font-semibold">{t.methodsTitle}</h2>
          {paymentSettingDescriptors.map((descriptor) => (
            <fieldset key={descriptor.title_setting} className="space-y-3 rounded-lg border border-gray-300 p-4">
              <legend className="font-semibold">{descriptor.title}</legend>
              {descriptor.title_setting === CARD_PAYMENT_SETTING ? (
                <CardState />
              ) : (
                <SwitchField
                  id={descriptor.title_setting}
                  label={t.methodOn(descriptor.title)}
                  checked={typed[descriptor.title_setting] === '1'}
                  onCheckedChange={(on) => change(descriptor.title_setting, on ? '1' : '0')}
                />
              )}
              {problemOf(descriptor.title_setting) && (
                <p className="text-sm text-red-700">{problemOf(descriptor.title_setting)}</p>
              )}
              {typed[descriptor.title_setting] === '1' &&
                descriptor.inputs.map((input) => (
                  <DetailInput
                    key={input.setting}
                    input={input}
                    value={typed[input.setting] ?? ''}
                    error={problemOf(input.setting)}
                    onChange={(value) => change(input.setting, value)}
                  />
                ))}
            </fieldset>
          ))}
        </section>
        {save.isError && Object.keys(problems).length === 0 && <FormAlert>{userMessage(save.error)}</FormAlert>}
        <div role="status">{save.isSuccess && <FormAlert tone="info">{t.settingsSaved}</FormAlert>}</div>
        <SpinnerButton type="submit" loading={save.isPending} loadingLabel={t.saving}>
          {t.saveSettings}
        </SpinnerButton>
      </form>
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
          items={paymentSettingDescriptors
            .filter((d) => d.title_setting !== CARD_PAYMENT_SETTING)
            .map((d) => [
              d.title,
              settings.data[d.title_setting] === '1'
                ? [
                    t.summaryOn,
                    ...d.inputs.map((i) => `${i.label}: ${settings.data[i.setting] || t.summaryNotSet}`),
                  ].join(' · ')
                : t.summaryOff,
            ])}
        />
      </section>
    </>
  );
}

function DetailInput({
  input,
  value,
  error,
  onChange,
}: {
  input: PaymentSettingInput;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
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
          onChange={onChange}
        />
        {error && <p className="text-sm text-red-700">{error}</p>}
      </div>
    );
  }
  return (
    <TextField
      id={input.setting}
      label={input.label}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
