import { messages } from '@clubroom/domain/messages';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CancelledPlace } from '../booking/index.js';
import { payerOf } from './payers.js';
import type { PaymentsDeps } from './payments-deps.js';
import { refundPayment } from './refund-payment.js';

const texts = messages.paymentOutcomes.cancellationEmail;
const SUCCEEDED = 'succeeded';

/** 'Tia Parent's place in Teen Gymnastics – Term' */
const placeWords = (place: CancelledPlace) =>
  place.childName ? `${place.childName}'s place in ${place.description}` : place.description;

/** Tells the parent their cancel went through, and what becomes of the money when nothing was refunded at once. */
async function emailCancellation(deps: PaymentsDeps, club: ResolvedClub, place: CancelledPlace, paid: boolean) {
  const payer = await payerOf(deps, club, place.parentUserId);
  const money = place.payable === 0 ? (paid ? null : texts.plan) : paid ? texts.clubArranges(club.name) : null;
  const text = [
    messages.paymentOutcomes.refundEmail.greeting(payer.firstName),
    '',
    texts.body(placeWords(place)),
    ...(money ? [money] : []),
    '',
    `${messages.paymentOutcomes.refundEmail.link} ${payer.origin}/order/${place.orderUuid}`,
    '',
    texts.signOff(club.name),
  ].join('\n');
  await deps.transaction((w) => w.outbox.email(plainTextEmail(payer.email, texts.subject(club.name), text)));
}

/**
 * A parent cancelled one of their bookings: where the club refunds at once and the order was paid
 * by card, the place's price (what it cost after the order's discounts; never more than is left of
 * the payment) goes back to the card under a key naming the booking, so a retry refunds once, and
 * the refund's email tells them. Otherwise they are emailed that the place is cancelled and what
 * becomes of its money.
 */
export async function settleParentCancel(deps: PaymentsDeps, clubId: number, bookingRef: string): Promise<void> {
  const [place, club] = await Promise.all([deps.orders.cancelledPlace(clubId, bookingRef), deps.clubById(clubId)]);
  if (!place || !club) return;
  const payment = await deps.repo.paymentOfOrder(place.orderId);
  const paid = payment?.status === SUCCEEDED ? payment : null;
  if (paid && place.refund === 'refund' && place.payable > 0) {
    const left = paid.amount - (await deps.repo.refundedSoFar(paid.id));
    const amount = Math.min(place.payable, left);
    if (amount > 0) {
      await refundPayment(deps, club, paid, {
        amount,
        reason: texts.refundReason(placeWords(place)),
        idempotencyKey: `parent-cancel:${bookingRef}`,
        orderUuid: place.orderUuid,
      });
      return;
    }
  }
  await emailCancellation(deps, club, place, paid !== null);
}
