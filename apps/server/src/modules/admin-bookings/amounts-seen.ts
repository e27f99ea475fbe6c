import type { AdminBooking, AmendCampBookingResponse, FamilyOrderResponse } from '@clubroom/domain/api';
import { amountSeenBy, type AuthContext } from '../../platform/security/policy.js';
import type { FamilyOrder } from './book-for-family.js';

/**
 * The answers of the bookings routes as the staff member may see them: order amounts only with
 * financial access (`amountSeenBy`), as on the money screens; everything else as it is.
 */
type Order = { orderId: number; uuid: string; status: string; total: number | null };
const orderSeenBy = <O extends Order | null>(auth: AuthContext, order: O): O =>
  order && { ...order, total: order.total === null ? null : amountSeenBy(auth, order.total) };

export const bookingSeenBy = (auth: AuthContext, booking: AdminBooking): AdminBooking => ({
  ...booking,
  order: orderSeenBy(auth, booking.order),
});

export const amendmentSeenBy = (auth: AuthContext, answer: AmendCampBookingResponse): AmendCampBookingResponse => ({
  booking: bookingSeenBy(auth, answer.booking),
  order: orderSeenBy(auth, answer.order),
});

export const familyOrderSeenBy = (auth: AuthContext, order: FamilyOrder): FamilyOrderResponse => ({
  orderId: order.orderId,
  uuid: order.uuid,
  status: order.status,
  parentUserId: order.parentUserId,
  total: amountSeenBy(auth, order.total),
});
