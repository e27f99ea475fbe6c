import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { PlatformFeesPanel, SmsPanel } from './fee-panels';
import { SalesCalculator } from './sales-calculator';
import { SettingsToggleRow } from './settings-toggle-row';
import { useHealthCheck, useHealthCheckChange, type HealthCheckChange } from './use-fee-settings';

const t = messages.fees.healthCheck;

/**
 * The Club Health Check (/cms/settings/health-check, spec §2 and §4): SMS Invoices, Absorb Payments, the listing
 * and Payment Secures Booking, the platform fees and SMS panels, and the Sales Calculator in a modal.
 * SMS and Absorb show a tick badge once on here; fees are passed on again from the platform fees panel, which
 * asks first because that switches Payment Secures Booking off too.
 */
export default function HealthCheckPage() {
  usePageTitle(t.title);
  const check = useHealthCheck();
  const change = useHealthCheckChange();
  const [confirming, setConfirming] = useState<'passOn' | 'absorbAndPsb' | null>(null);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const run = (what: HealthCheckChange) => change.mutate(what, { onSettled: () => setConfirming(null) });

  if (check.isPending) return <Loading />;
  if (check.forbidden || !check.data)
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
        <AdminPageHeading title={t.title} />
        {check.forbidden ? (
          <FormAlert>{messages.reporting.noFinancialAccess}</FormAlert>
        ) : (
          <LoadFailed message={t.loadFailed} retry={check.refetch} />
        )}
      </div>
    );

  const data = check.data.data;
  const absorbing = data.absorbCharges === 1;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 p-4">
      <AdminPageHeading title={t.title}>
        <button type="button" className={secondaryButton} onClick={() => setCalculatorOpen(true)}>
          {t.calculatorButton}
        </button>
      </AdminPageHeading>
      <p>{t.intro}</p>
      {change.error && <FormAlert>{userMessage(change.error, messages.fees.saveFailed)}</FormAlert>}
      <ul aria-label={t.title} className="rounded-lg border border-gray-300 px-4">
        {data.fees.supportsSms && (
          <SettingsToggleRow
            id="health-sms"
            label={t.smsInvoices.label}
            hint={t.smsInvoices.description}
            checked={data.smsInvoices === 1}
            lockedOn
            pending={change.isPending}
            onCheckedChange={(on) => on && run('smsOn')}
          />
        )}
        <SettingsToggleRow
          id="health-absorb"
          label={t.absorb.label}
          hint={t.absorb.description}
          checked={absorbing}
          lockedOn
          pending={change.isPending}
          onCheckedChange={(on) => on && run('absorb')}
        />
        {data.fees.supportsListingSite && (
          <SettingsToggleRow
            id="health-listing"
            label={t.listing.label}
            hint={t.listing.description}
            checked={data.listed === 1}
            pending={change.isPending}
            onCheckedChange={(on) => run(on ? 'listOn' : 'listOff')}
          />
        )}
        <SettingsToggleRow
          id="health-psb"
          label={t.psb.label}
          hint={t.psb.description}
          checked={data.paymentSecuresBooking === 1}
          pending={change.isPending}
          onCheckedChange={(on) => (on && !absorbing ? setConfirming('absorbAndPsb') : run('psb'))}
        />
      </ul>
      <PlatformFeesPanel
        data={data}
        pending={change.isPending}
        onAbsorb={() => run('absorb')}
        onPassOn={() => (data.paymentSecuresBooking === 1 ? setConfirming('passOn') : run('passOn'))}
      />
      {data.fees.supportsSms && (
        <SmsPanel on={data.smsInvoices === 1} pending={change.isPending} onTurnOn={() => run('smsOn')} />
      )}
      <ConfirmDialog
        open={confirming === 'passOn'}
        title={messages.fees.confirmPassOn.title}
        body={messages.fees.confirmPassOn.body}
        confirmLabel={messages.fees.confirmPassOn.confirm}
        cancelLabel={messages.fees.confirmPassOn.cancel}
        pending={change.isPending}
        onConfirm={() => run('passOn')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'absorbAndPsb'}
        title={messages.fees.confirmPsb.title}
        body={messages.fees.confirmPsb.body}
        confirmLabel={messages.fees.confirmPsb.confirm}
        cancelLabel={messages.fees.confirmPsb.cancel}
        pending={change.isPending}
        onConfirm={() => run('absorbAndPsb')}
        onCancel={() => setConfirming(null)}
      />
      <Modal open={calculatorOpen} onOpenChange={setCalculatorOpen} title={t.calculatorTitle}>
        <SalesCalculator variant="club" idPrefix="modal-calc" />
      </Modal>
    </div>
  );
}
