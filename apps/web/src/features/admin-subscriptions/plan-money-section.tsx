import type { ClubSubscriptionResponse, PlanCharge } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney, formatShortDate } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { ConfirmStep } from '../../ui/confirm-step';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { ChargeRefundDialog } from './charge-refund-dialog';
import { useCoverPayments } from './use-payment-plans';

const t = messages.subscriptions.admin;

type Plan = ClubSubscriptionResponse['subscription'];

/**
 * A plan's money as staff with financial access see it: its missed months, taken with the card on file after a
 * confirmation naming how many and how much; and the payments it took, each refundable (all or part).
 * `onDone` says what happened, for the page to show.
 */
export function PlanMoneySection({ plan, onDone }: { plan: Plan; onDone: (message: string | null) => void }) {
  const { currencySymbol, timeZone } = useClub();
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const date = (epoch: number) => formatShortDate(epoch, timeZone);
  const cover = useCoverPayments(plan.subscriptionId);
  const [confirmingCover, setConfirmingCover] = useState(false);
  const [refunding, setRefunding] = useState<PlanCharge | null>(null);
  const missedTotal = plan.missedPayments.reduce((sum, m) => sum + m.amount, 0);

  const takeMissed = () =>
    cover.mutate(
      { invoiceIds: plan.missedPayments.map((m) => m.invoiceId) },
      {
        onSuccess: () => onDone(t.covered(plan.missedPayments.length, money(missedTotal))),
        onSettled: () => setConfirmingCover(false),
      },
    );

  return (
    <>
      <section aria-labelledby="missed-payments" className="space-y-2">
        <h2 id="missed-payments" className="text-lg font-semibold">
          {t.missedPayments}
        </h2>
        {plan.missedPayments.length === 0 ? (
          <p className="text-gray-700">{t.noMissedPayments}</p>
        ) : (
          <>
            <ul className="divide-y divide-gray-200 rounded border border-gray-300">
              {plan.missedPayments.map((missed) => (
                <li key={missed.invoiceId} className="flex justify-between gap-3 p-3">
                  <span>{t.period(date(missed.periodStart), date(missed.periodEnd))}</span>
                  <span className="font-semibold">{money(missed.amount)}</span>
                </li>
              ))}
            </ul>
            {cover.isError && <FormAlert>{userMessage(cover.error)}</FormAlert>}
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                onDone(null);
                cover.reset();
                setConfirmingCover(true);
              }}
            >
              {t.coverPayments}
            </button>
          </>
        )}
      </section>
      <section aria-labelledby="payments-taken" className="space-y-2">
        <h2 id="payments-taken" className="text-lg font-semibold">
          {t.chargesTaken}
        </h2>
        {plan.charges.length === 0 ? (
          <p className="text-gray-700">{t.noCharges}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded border border-gray-300">
            {plan.charges.map((charge) => (
              <li key={charge.invoiceId} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-semibold">
                    {money(charge.amount)} · {t.paidOn} {date(charge.paidAt)}
                  </p>
                  <p className="text-sm text-gray-700">
                    {t.period(date(charge.periodStart), date(charge.periodEnd))}
                    {charge.refunded > 0 && ` · ${t.refunded(money(charge.refunded))}`}
                  </p>
                </div>
                {charge.refunded < charge.amount && (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`${t.refundCharge}: ${money(charge.amount)}, ${date(charge.paidAt)}`}
                    onClick={() => {
                      onDone(null);
                      setRefunding(charge);
                    }}
                  >
                    {t.refundCharge}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirmingCover && (
        <Modal
          open
          onOpenChange={(next) => !next && !cover.isPending && setConfirmingCover(false)}
          title={t.coverPayments}
        >
          <ConfirmStep
            backLabel={t.back}
            confirmLabel={t.coverPayments}
            pendingLabel={t.covering}
            pending={cover.isPending}
            confirmClassName={primaryButton}
            onBack={() => setConfirmingCover(false)}
            onConfirm={takeMissed}
          >
            {t.coverIntro} {t.coverConfirm(plan.missedPayments.length, money(missedTotal))}
          </ConfirmStep>
        </Modal>
      )}
      {refunding && (
        <ChargeRefundDialog
          subscriptionId={plan.subscriptionId}
          charge={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(amount) => {
            setRefunding(null);
            onDone(t.chargeRefunded(money(amount)));
          }}
        />
      )}
    </>
  );
}
