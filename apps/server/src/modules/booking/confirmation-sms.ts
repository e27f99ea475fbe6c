import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { ukMobileToE164 } from '@clubroom/domain/rules';
import type { SmsMessage } from '../../platform/sms/sms-sender.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingWrites } from './booking-deps.js';

/**
 * The confirmation's SMS, where the club sends one (SMS Invoices and "Booking confirmations by SMS" on): the order's
 * link to the buyer's UK mobile; null otherwise, or without one. Through the outbox's `send-sms` job, like an
 * invoice's (a number that replied STOP gets nothing; free to the club).
 */
export async function confirmationSmsOf(
  w: Pick<BookingWrites, 'smsConfirmations' | 'people'>,
  club: Pick<ResolvedClub, 'id' | 'name'>,
  buyer: { userId: number; origin: string },
  order: Pick<OrderResponse, 'uuid'>,
): Promise<SmsMessage | null> {
  if (!(await w.smsConfirmations(club.id))) return null;
  const mobile = (await w.people.findById(buyer.userId))?.mobile;
  const to = mobile ? ukMobileToE164(mobile) : null;
  if (!to) return null;
  const orderUrl = new URL(`/order/${order.uuid}`, buyer.origin).toString();
  return { to, body: messages.booking.confirmation.sms(club.name, orderUrl) };
}
