import type { PaymentOrder } from '@clubroom/domain/api';
import { bookingEmailsMessages, subscriptionsMessages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { currencySymbolFor, firstPlanChargeAt, formatLongDate, formatMoney } from '@clubroom/domain/rules';
import { Link } from 'react-router';
import { useClub } from '../../../lib/club-context';
import { textButton } from '../../../ui/buttons';
import { usePageOpenedAt } from '../../../lib/page-clock';

type Plan = NonNullable<PaymentOrder['subscriptionPlan']>;

/**
 * Before subscribing (issue 21.5): when the plan's first payment is taken and how much, in the confirmation
 * email's words, and where it is cancelled (My payment plans). The plan starts when the parent subscribes, now.
 */
export function PlanTerms({ plan, currency }: { plan: Plan; currency: string }) {
  const { timeZone } = useClub();
  const nowSeconds = usePageOpenedAt();
  const firstCharge = formatLongDate(firstPlanChargeAt(nowSeconds, plan, timeZone), timeZone);
  const amount = formatMoney(plan.cost, currencySymbolFor(currency));
  return (
    <p>
      {bookingEmailsMessages.bookingEmails.planFirstCharge(amount, firstCharge)}{' '}
      {subscriptionsMessages.subscriptions.form.cancelFrom}{' '}
      <Link className={textButton} to={clubPages.myPaymentPlans.path}>
        {subscriptionsMessages.subscriptions.mine.title}
      </Link>
      .
    </p>
  );
}
