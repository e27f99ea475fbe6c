import { endedStatuses } from '@clubroom/domain/api';
import { cancelMoneyWords, messages, type CancelMoneyFacts } from '@clubroom/domain/messages';
import { currencySymbolFor } from '@clubroom/domain/rules';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CancelledPlace } from '../booking/index.js';
import { keepAsCredit, payerOf, refundToCard, type PlaceMoney } from '../payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';

const texts = messages.paymentOutcomes.cancellationEmail;

/** What became of the place's money: refunded to the card, or this much kept as credit (minor units). */
interface MoneyDone {
  refunded: boolean;
  credited: number;
}

/** 'Tia Parent's place in Teen Gymnastics – Term' */
const placeWords = (place: CancelledPlace) =>
  place.childName ? `${place.childName}'s place in ${place.description}` : place.description;

/**
 * What became of the place's money, as the parent's booking said it would before the cancel (`refundOnCancel`,
 * `creditOnCancel`, `paymentPlan`): its plan took less or ends (none of the order's run places left), or it was
 * refunded, or kept as credit.
 */
async function moneyFactsOf(
  deps: SubscriptionsDeps,
  place: CancelledPlace,
  done: MoneyDone,
): Promise<CancelMoneyFacts> {
  const once = { refundOnCancel: done.refunded, creditOnCancel: done.credited > 0 ? done.credited : null };
  if (place.monthlyPrice === null) return { ...once, paymentPlan: null };
  const plan = await deps.subscriptions.ofOrder(place.orderId);
  const none = { refundOnCancel: false, creditOnCancel: null };
  if (!plan || endedStatuses.includes(plan.status)) return { ...none, paymentPlan: null };
  const placesLeft = await deps.orders.confirmedRuns(place.orderId);
  return {
    ...none,
    paymentPlan: {
      monthlyAmount: place.monthlyPrice,
      onlyPlace: placesLeft.length === 0,
      trialing: plan.status === 'trialing',
    },
  };
}

/** Tells the parent their cancel went through and what becomes of the money, in the cancel dialog's words. */
async function emailCancellation(deps: SubscriptionsDeps, club: ResolvedClub, place: CancelledPlace, done: MoneyDone) {
  const payer = await payerOf(deps, club, place.parentUserId);
  const money = cancelMoneyWords(await moneyFactsOf(deps, place, done), {
    name: club.name,
    currencySymbol: currencySymbolFor(club.currency),
  });
  const text = [
    messages.paymentOutcomes.refundEmail.greeting(payer.firstName),
    '',
    texts.body(placeWords(place)),
    money,
    '',
    `${messages.paymentOutcomes.refundEmail.link} ${payer.origin}/order/${place.orderUuid}`,
  ].join('\n');
  const email = plainTextEmail(payer.email, texts.subject(club.name), text, messages.bookingEmails.signOff(club.name));
  await deps.transaction((w) => w.outbox.email({ ...email, inbox: { clubId: club.id, userId: payer.userId } }));
}

/** The place's money as `refundToCard` and `keepAsCredit` take it, under the key naming the parent's cancel. */
const moneyOf = (place: CancelledPlace, bookingRef: string): PlaceMoney => ({
  ...place,
  bookingRef,
  amount: place.payable,
  reason: texts.refundReason(placeWords(place)),
  key: `parent-cancel:${bookingRef}`,
});

/**
 * Where the club refunds a parent's cancel at once and the order was paid by card: the place's price (what it cost
 * after the order's discounts; never more than is left of the payment) goes back to the card under a key naming
 * the booking, so a retry refunds once. Answers whether anything was refunded.
 */
async function refundPlace(deps: SubscriptionsDeps, club: ResolvedClub, place: CancelledPlace, bookingRef: string) {
  if (place.refund !== 'refund') return false;
  return (await refundToCard(deps, club, moneyOf(place, bookingRef))) > 0;
}

/**
 * Where the club keeps a parent's cancel as credit for a later booking: the place's price, computed as a refund
 * would be, is added to the family's credit with the club, once per booking. Answers the credit the cancel added
 * (0: none; a retry answers the first's).
 */
async function creditPlace(deps: SubscriptionsDeps, club: ResolvedClub, place: CancelledPlace, bookingRef: string) {
  if (place.refund !== 'credit' || place.monthlyPrice !== null) return 0;
  return keepAsCredit(deps, club, moneyOf(place, bookingRef));
}

/**
 * A parent cancelled one of their bookings: its money is refunded or kept as credit where the club's policy says
 * so, and the parent gets one email saying the place is given up and what becomes of its money, in the words the
 * cancel dialog used (a refund's own email, batched, follows with the amount).
 */
export async function settleParentCancel(deps: SubscriptionsDeps, clubId: number, bookingRef: string): Promise<void> {
  const [place, club] = await Promise.all([deps.orders.cancelledPlace(clubId, bookingRef), deps.clubById(clubId)]);
  if (!place || !club) return;
  const refunded = await refundPlace(deps, club, place, bookingRef);
  const credited = await creditPlace(deps, club, place, bookingRef);
  await emailCancellation(deps, club, place, { refunded, credited });
}
