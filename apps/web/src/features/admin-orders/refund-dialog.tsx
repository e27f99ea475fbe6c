import type { AdminOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatAmount, formatMoney, penceOf } from '@clubroom/domain/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { CheckboxField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { ConfirmStep } from '../../ui/confirm-step';
import { useRefundOrder } from './use-admin-orders';

const t = messages.adminOrders;

const formSchema = (refundable: number) =>
  z.object({
    bookingIds: z.array(z.number()),
    amount: z
      .string()
      .refine((text) => (penceOf(text) ?? 0) >= 1, t.amountInvalid)
      .refine((text) => (penceOf(text) ?? 0) <= refundable, t.amountTooMuch(formatMoney(refundable))),
    reason: z.string().trim().min(1, 'Reason is required').max(500, 'must be at most 500 characters'),
  });
type RefundForm = z.infer<ReturnType<typeof formSchema>>;

/**
 * Refunds an order: the bookings to cancel, the amount (what is left, unless changed) and the
 * reason, then a confirmation that says what will happen, then progress. The server's field errors
 * show beside the fields. One key names the refund for as long as the dialog is open, so sending
 * again after a failure never refunds twice.
 */
export function RefundDialog({
  order,
  open,
  onClose,
  onRefunded,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onRefunded: (amount: number) => void;
}) {
  const refund = useRefundOrder(order.orderId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<RefundForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<RefundForm>({
    resolver: zodResolver(formSchema(order.refundable)),
    defaultValues: { bookingIds: [], amount: formatAmount(order.refundable), reason: '' },
  });
  const chosen = useWatch({ control, name: 'bookingIds' });
  const openBookings = order.bookings.filter((b) => b.status === 'confirmed');

  const send = async (values: RefundForm) => {
    setProblem(null);
    const amount = penceOf(values.amount)!;
    try {
      await refund.mutateAsync({ amount, reason: values.reason, bookingIds: values.bookingIds, idempotencyKey });
      setConfirming(null);
      onRefunded(amount);
    } catch (err) {
      setConfirming(null);
      setProblem(userMessage(err));
      for (const [field, message] of Object.entries(fieldIssues(err)))
        setError(field.split('.')[0] as Path<RefundForm>, { message });
    }
  };

  return (
    <Modal open={open} onOpenChange={(next) => !next && !refund.isPending && onClose()} title={t.refundTitle}>
      {confirming ? (
        <ConfirmStep
          backLabel={t.back}
          confirmLabel={t.refundSubmit}
          pendingLabel={t.refunding}
          confirmClassName={dangerButton}
          pending={refund.isPending}
          onBack={() => setConfirming(null)}
          onConfirm={() => void send(confirming)}
        >
          {t.refundConfirm(formatMoney(penceOf(confirming.amount)!), confirming.bookingIds.length)}
        </ConfirmStep>
      ) : (
        <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => setConfirming(values))}>
          {problem && <FormAlert>{problem}</FormAlert>}
          {openBookings.length > 0 && (
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">{t.refundBookings}</legend>
              {openBookings.map((booking) => (
                <CheckboxField
                  key={booking.bookingId}
                  id={`refund-booking-${booking.bookingId}`}
                  label={[booking.childName, booking.title, booking.day].filter(Boolean).join(' · ')}
                  checked={chosen.includes(booking.bookingId)}
                  onChange={(checked) =>
                    setValue(
                      'bookingIds',
                      checked ? [...chosen, booking.bookingId] : chosen.filter((id) => id !== booking.bookingId),
                    )
                  }
                />
              ))}
              {errors.bookingIds && <p className="text-sm text-red-700">{errors.bookingIds.message}</p>}
            </fieldset>
          )}
          <TextField
            id="refund-amount"
            label={t.refundAmount}
            inputMode="decimal"
            hint={t.refundAmountHint(formatMoney(order.refundable))}
            error={errors.amount?.message}
            {...register('amount')}
          />
          <TextField id="refund-reason" label={t.refundReason} error={errors.reason?.message} {...register('reason')} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              {t.cancel}
            </button>
            <button type="submit" className={dangerButton}>
              {t.refund}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
