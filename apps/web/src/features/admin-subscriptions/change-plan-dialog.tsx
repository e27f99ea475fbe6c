import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { PLAN_PRICE_MAX_AMOUNT } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatAmount, formatMoney, penceOf } from '@clubroom/domain/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { useClub } from '../../lib/club-context';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { ConfirmStep } from '../../ui/confirm-step';
import { useUpdatePlanPrices } from './use-payment-plans';

const t = messages.subscriptions.admin;

type Plan = ClubSubscriptionResponse['subscription'];

/** Each price: an amount in pounds, then no more than a plan may charge (each says its own problem). */
const formSchema = z.object({
  amounts: z.array(
    z
      .string()
      .refine((text) => penceOf(text) !== null, t.amountInvalid)
      .refine(
        (text) => (penceOf(text) ?? 0) <= PLAN_PRICE_MAX_AMOUNT,
        t.amountTooBig(`£${(PLAN_PRICE_MAX_AMOUNT / 100).toLocaleString('en-GB')}`),
      ),
  ),
});
type PriceForm = z.infer<typeof formSchema>;

/** A price's place: its child and class (places and prices are both in the order's line order). */
function placeName(plan: Plan, i: number): string {
  const place = plan.places.length === plan.prices.length ? plan.places[i] : null;
  return [place?.childName, plan.prices[i].className ?? place?.className].filter(Boolean).join(', ') || plan.planName;
}

/**
 * Changes what a parent's plan charges: a price a month for each place (the class's price now
 * shown beside it), then a confirmation of the old and new totals, then progress. Unchanged
 * prices are not sent as a change; the server's field errors show beside the fields.
 */
export function ChangePlanDialog({
  plan,
  open,
  onClose,
  onChanged,
}: {
  plan: Plan;
  open: boolean;
  onClose: () => void;
  onChanged: (amount: number) => void;
}) {
  const { currencySymbol } = useClub();
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  const update = useUpdatePlanPrices(plan.subscriptionId);
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PriceForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { amounts: plan.prices.map((price) => formatAmount(price.amount)) },
  });

  const review = ({ amounts }: PriceForm) => {
    const pence = amounts.map((text) => penceOf(text)!);
    if (pence.every((amount, i) => amount === plan.prices[i].amount)) return setProblem(t.noChange);
    setProblem(null);
    setConfirming(pence);
  };

  const send = async (amounts: number[]) => {
    try {
      const answer = await update.mutateAsync({ amounts });
      onChanged(answer.subscription.amount);
    } catch (err) {
      setProblem(userMessage(err));
      for (const [field, message] of Object.entries(fieldIssues(err)))
        if (field !== 'amounts') setError(field as Path<PriceForm>, { message });
    } finally {
      setConfirming(null);
    }
  };

  const total = (amounts: number[]) => money(amounts.reduce((sum, amount) => sum + amount, 0));
  return (
    <Modal open={open} onOpenChange={(next) => !next && !update.isPending && onClose()} title={t.changePlan}>
      {confirming ? (
        <ConfirmStep
          backLabel={t.back}
          confirmLabel={t.confirmChange}
          pendingLabel={t.changing}
          confirmClassName={primaryButton}
          pending={update.isPending}
          onBack={() => setConfirming(null)}
          onConfirm={() => void send(confirming)}
        >
          {t.changeConfirm(money(plan.amount), total(confirming), t.nextPaymentWhen)}
        </ConfirmStep>
      ) : (
        <form noValidate className="space-y-4" onSubmit={handleSubmit(review)}>
          <p className="text-sm text-gray-700">{t.changePlanIntro}</p>
          {problem && <FormAlert>{problem}</FormAlert>}
          {plan.prices.map((price, i) => (
            <TextField
              key={i}
              id={`plan-price-${i}`}
              label={t.placePrice(placeName(plan, i))}
              inputMode="decimal"
              hint={price.classPrice === null ? undefined : t.classPriceNow(money(price.classPrice))}
              error={errors.amounts?.[i]?.message}
              {...register(`amounts.${i}`)}
            />
          ))}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              {messages.adminOrders.cancel}
            </button>
            <button type="submit" className={primaryButton}>
              {t.changePlan}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
