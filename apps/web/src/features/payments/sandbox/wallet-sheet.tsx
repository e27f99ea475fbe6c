import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../../ui/buttons';
import { Modal } from '../../../ui/modal';
import { SpinnerButton } from '../../../ui/spinner-button';

const t = messages.paymentPages.wallet;

/**
 * The sandbox's wallet sheet, standing in for Apple Pay's or Google Pay's: the payment request's
 * items and total, Pay or Cancel. Pay waits, as the real sheet does, until the page completes it.
 */
export function WalletSheet({
  request,
  onPay,
  onCancel,
}: {
  request: PaymentOrder['paymentRequest'];
  onPay: () => void;
  onCancel: () => void;
}) {
  const [paying, setPaying] = useState(false);
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(request.currency));
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !paying) onCancel();
      }}
      title={request.total.label}
      description={t.sandboxNote}
    >
      <dl className="mb-4 space-y-1 text-sm">
        {request.displayItems.map((item, index) => (
          <div key={index} className="flex justify-between gap-4">
            <dt>{item.label}</dt>
            <dd>{money(item.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold">
          <dt>{messages.paymentPages.total}</dt>
          <dd>{money(request.total.amount)}</dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={paying}>
          {t.cancel}
        </button>
        <SpinnerButton
          type="button"
          className={primaryButton}
          loading={paying}
          onClick={() => {
            setPaying(true);
            onPay();
          }}
        >
          {t.pay}
        </SpinnerButton>
      </div>
    </Modal>
  );
}
