import {
  CANCEL_DAYS_MAX,
  cancellationRefunds,
  HOLD_CAP_MAX,
  SETUP_FEE_MAX,
  type BookingSettingsForm,
  type CancellationRefund,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatAmount, penceOf } from '@clubroom/domain/rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PageTitle } from '../../lib/page-title';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { primaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { RadioGroupField, TextField } from '../../ui/fields';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { SwitchField } from '../../ui/switch-field';
import { useBookingSettings, useSaveBookingSettings } from './use-booking-settings';

const t = messages.bookingSettings;

/** The form's values as typed, and what they are once checked (or the first field's problem). */
interface Typed {
  cancelOnline: boolean;
  cancellationRefund: CancellationRefund;
  cancelDays: string;
  setupFee: string;
  setupFeeMandatory: boolean;
  holdCap: string;
  trialsOffered: boolean;
}

function checked(typed: Typed): { values: BookingSettingsForm; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const days = /^\d{1,2}$/.test(typed.cancelDays.trim()) ? Number(typed.cancelDays) : null;
  if (typed.cancelOnline && (days === null || days > CANCEL_DAYS_MAX)) problems.cancelDaysBefore = t.cancelDaysInvalid;
  const fee = penceOf(typed.setupFee === '' ? '0' : typed.setupFee);
  if (fee === null || fee > SETUP_FEE_MAX) problems.setupFeeAmount = t.amountInvalid;
  const cap = typed.holdCap.trim() === '' ? null : /^\d{1,2}$/.test(typed.holdCap.trim()) ? Number(typed.holdCap) : 0;
  if (cap !== null && (cap < 1 || cap > HOLD_CAP_MAX)) problems.holdCapPerRun = t.holdCapInvalid;
  return {
    values: {
      cancelDaysBefore: typed.cancelOnline ? (days ?? 0) : null,
      cancellationRefund: typed.cancellationRefund,
      setupFeeAmount: fee ?? 0,
      setupFeeMandatory: typed.setupFeeMandatory,
      holdCapPerRun: cap,
      trialsOffered: typed.trialsOffered,
    },
    problems,
  };
}

/** One group of the form's settings under its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-xl font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

function SettingsForm({ saved }: { saved: BookingSettingsForm }) {
  const save = useSaveBookingSettings();
  const [typed, setTyped] = useState<Typed>({
    cancelOnline: saved.cancelDaysBefore !== null,
    cancellationRefund: saved.cancellationRefund,
    cancelDays: String(saved.cancelDaysBefore ?? 2),
    setupFee: formatAmount(saved.setupFeeAmount),
    setupFeeMandatory: saved.setupFeeMandatory,
    holdCap: saved.holdCapPerRun === null ? '' : String(saved.holdCapPerRun),
    trialsOffered: saved.trialsOffered,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const change = (next: Partial<Typed>) => {
    setTyped((was) => ({ ...was, ...next }));
    setDone(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, problems: found } = checked(typed);
    setProblems(found);
    setDone(false);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (err) => setProblems(fieldIssues(err)),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <Section title={t.cancelHeading}>
        <SwitchField
          id="cancelOnline"
          label={t.cancelOnline}
          hint={t.cancelOnlineHint}
          checked={typed.cancelOnline}
          onCheckedChange={(on) => change({ cancelOnline: on })}
        />
        {typed.cancelOnline && (
          <TextField
            id="cancelDaysBefore"
            label={t.cancelDaysBefore}
            hint={t.cancelDaysHint}
            inputMode="numeric"
            value={typed.cancelDays}
            error={problems.cancelDaysBefore}
            onChange={(e) => change({ cancelDays: e.target.value })}
          />
        )}
        {typed.cancelOnline && (
          <RadioGroupField
            name="cancellationRefund"
            legend={t.refundLegend}
            value={typed.cancellationRefund}
            options={cancellationRefunds.map((value) => ({ value, label: t.refundChoices[value] }))}
            onChange={(value) => change({ cancellationRefund: value as CancellationRefund })}
          />
        )}
      </Section>
      <Section title={t.setupFeeHeading}>
        <TextField
          id="setupFeeAmount"
          label={t.setupFeeAmount}
          hint={t.setupFeeAmountHint}
          inputMode="decimal"
          value={typed.setupFee}
          error={problems.setupFeeAmount}
          onChange={(e) => change({ setupFee: e.target.value })}
        />
        <SwitchField
          id="setupFeeMandatory"
          label={t.setupFeeMandatory}
          hint={t.setupFeeMandatoryHint}
          checked={typed.setupFeeMandatory}
          onCheckedChange={(on) => change({ setupFeeMandatory: on })}
        />
      </Section>
      <Section title={t.trialsHeading}>
        <SwitchField
          id="trialsOffered"
          label={t.trialsOffered}
          hint={t.trialsOfferedHint}
          checked={typed.trialsOffered}
          onCheckedChange={(on) => change({ trialsOffered: on })}
        />
      </Section>
      <Section title={t.holdHeading}>
        <TextField
          id="holdCapPerRun"
          label={t.holdCapPerRun}
          hint={t.holdCapPerRunHint}
          inputMode="numeric"
          value={typed.holdCap}
          error={problems.holdCapPerRun}
          onChange={(e) => change({ holdCap: e.target.value })}
        />
      </Section>
      {save.isError && Object.keys(problems).length === 0 && <FormAlert>{userMessage(save.error)}</FormAlert>}
      <div role="status">{done && <FormAlert tone="info">{t.saved}</FormAlert>}</div>
      <SpinnerButton type="submit" className={primaryButton} loading={save.isPending} loadingLabel={t.saving}>
        {t.save}
      </SpinnerButton>
    </form>
  );
}

/** /cms/settings/booking: when parents may cancel online, the club's setup fee, trials, and holds. */
export default function BookingSettingsPage() {
  const query = useBookingSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={t.title} />
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {query.isError ? (
        <LoadFailed message={t.loadFailed} retry={query.refetch} />
      ) : !query.data ? (
        <Loading lines={4} />
      ) : (
        <SettingsForm saved={query.data} />
      )}
    </div>
  );
}
