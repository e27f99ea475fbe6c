import { bookingMessages } from '@clubroom/domain/messages';

const t = bookingMessages.bookingPages;

/** A run sold as a monthly plan: its price a month, when the first payment is taken, and how to cancel. */
export function PlanTerms({ price, trialDays }: { price: string; trialDays: number }) {
  return (
    <div className="space-y-1">
      <p className="font-semibold">{t.planPrice(price)}</p>
      <p>{t.planFirstPayment(trialDays)}</p>
      <p className="text-sm text-gray-700">{t.planCancel}</p>
    </div>
  );
}
