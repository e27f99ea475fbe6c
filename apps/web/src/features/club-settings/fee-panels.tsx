import type { HealthCheck } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { ReactNode } from 'react';
import { SwitchField } from '../../ui/switch-field';
import { SettingsToggleRow } from './settings-toggle-row';

const t = messages.fees;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${title}-heading`} className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4">
      <h2 id={`${title}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Platform fees (spec §2, §4 "Fee mode"): pass on or absorb. The switch updates its two labels — the mode on each
 * side and the sentence saying which is in force. Passing on again goes through `onPassOn`, which asks first when
 * Payment Secures Booking would be switched off with it.
 */
export function PlatformFeesPanel({
  data,
  pending,
  onAbsorb,
  onPassOn,
}: {
  data: HealthCheck;
  pending: boolean;
  onAbsorb: () => void;
  onPassOn: () => void;
}) {
  const absorbing = data.absorbCharges === 1;
  const fixed = `${data.fees.currencySymbol}${(data.fees.fixedFee / 100).toFixed(2)}`;
  const percent = String(Math.round((data.fees.providerPercent + data.fees.commissionPercent) * 100) / 100);
  return (
    <Panel title={t.platformFees.title}>
      <p>{t.platformFees.explanation}</p>
      <div className="flex items-center gap-3">
        <span className={absorbing ? 'text-gray-600' : 'font-semibold'} data-testid="fee-mode-pass-on">
          {t.platformFees.passOn}
        </span>
        <div className="grow">
          <SwitchField
            id="fee-mode"
            label={t.platformFees.switchLabel}
            hint={absorbing ? t.platformFees.absorbLabel : t.platformFees.passOnLabel}
            checked={absorbing}
            disabled={pending}
            onCheckedChange={(on) => (on ? onAbsorb() : onPassOn())}
          />
        </div>
        <span className={absorbing ? 'font-semibold' : 'text-gray-600'} data-testid="fee-mode-absorb">
          {t.platformFees.absorb}
        </span>
      </div>
      <p data-testid="fee-mode-now">{absorbing ? t.platformFees.absorbingNow : t.platformFees.passingOnNow}</p>
      <p className="text-sm text-gray-700">{t.platformFees.rates(percent, fixed)}</p>
    </Panel>
  );
}

/** SMS (spec §2 "SMS panel"): a switch, on for good once on. */
export function SmsPanel({ on, pending, onTurnOn }: { on: boolean; pending: boolean; onTurnOn: () => void }) {
  return (
    <Panel title={t.sms.title}>
      <ul>
        <SettingsToggleRow
          id="sms-panel"
          label={t.healthCheck.smsInvoices.label}
          hint={t.sms.explanation}
          checked={on}
          lockedOn
          pending={pending}
          onCheckedChange={(next) => next && onTurnOn()}
        />
      </ul>
    </Panel>
  );
}
