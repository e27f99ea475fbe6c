import type { ClubSubscriptionResponse, PlanCharge } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatAmount, formatMoney, formatShortDate, penceOf } from '@clubroom/domain/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { useClub } from '../../lib/club-context';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { SpinnerButton } from '../../ui/spinner-button';
import { useRefundCharge } from './use-payment-plans';

const t = messages.subscriptions.admin;

const formSchema = (left: number, money: (minor: number) => string) =>
  z.object({
    amount: z
      .string()
      .refine((text) => (penceOf(text) ?? 0) >= 1, t.amountInvalid)
      .refine((text) => (penceOf(text) ?? 0) <= left, t.refundAtMost(money(left))),
    reason: z.string().trim().min(1, t.refundReasonRequired).max(500, 'must be at most 500 characters'),
  });
type RefundForm = z.infer<ReturnType<typeof formSchema>>;

/**
 * Refunds one payment a plan took: the amount (what is left of it, unless changed) and the reason the parent is
 * told. One key names the refund while the dialog is open, so sending again after a failure refunds once.
 */
export function ChargeRefundDialog({
  subscriptionId,
  charge,
  onClose,
  onRefunded,
}: {
  subscriptionId: number;
  charge: PlanCharge;
  onClose: () => void;
  onRefunded: (amount: number, plan: ClubSubscriptionResponse['subscription']) => void;
}) {
  const { currencySymbol, timeZone } = useClub();
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const left = charge.amount - charge.refunded;
  const refund = useRefundCharge(subscriptionId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundForm>({
    resolver: zodResolver(formSchema(left, money)),
    defaultValues: { amount: formatAmount(left), reason: '' },
  });

  const send = async (values: RefundForm) => {
    setProblem(null);
    const amount = penceOf(values.amount)!;
    try {
      const answer = await refund.mutateAsync({
        invoiceId: charge.invoiceId,
        amount,
        reason: values.reason,
        idempotencyKey,
      });
      onRefunded(amount, answer.subscription);
    } catch (err) {
      setProblem(userMessage(err));
      for (const [field, message] of Object.entries(fieldIssues(err)))
        if (field === 'amount' || field === 'reason') setError(field as Path<RefundForm>, { message });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !refund.isPending && onClose()}
      title={t.refundTitle(money(charge.amount), formatShortDate(charge.paidAt, timeZone))}
    >
      <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => void send(values))}>
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField
          id="charge-refund-amount"
          label={t.refundAmount}
          inputMode="decimal"
          hint={t.refundAmountHint(money(left))}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          id="charge-refund-reason"
          label={t.refundReason}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={refund.isPending}>
            {t.back}
          </button>
          <SpinnerButton type="submit" className={dangerButton} loading={refund.isPending} loadingLabel={t.refunding}>
            {t.confirmRefund}
          </SpinnerButton>
        </div>
      </form>
    </Modal>
  );
}
