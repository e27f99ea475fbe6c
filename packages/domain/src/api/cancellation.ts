import { z } from 'zod';
import { defineRoute } from './define-route.js';

export const cancelBookingBodySchema = z.object({ bookingRef: z.uuid() });
export const cancelBookingResponseSchema = z.object({
  data: z.object({ bookingRef: z.uuid(), status: z.literal('cancelled') }),
});

/** A parent cancels a booked place where the club allows it (the spec's legacy bookings group: cancel). */
export const cancellationApi = {
  cancelBooking: defineRoute({
    operationId: 'cancelBooking',
    switchedSession: 'refused', // cancelling frees the parent's place (and may refund): their own decision
    method: 'POST',
    path: '/api/bookings/cancel',
    summary:
      "Cancel one of the parent's booked places (all of its days for a camp booking) where the club allows it, freeing it at once",
    tags: ['booking'],
    access: 'signed-in',
    scope: 'club',
    body: cancelBookingBodySchema,
    response: cancelBookingResponseSchema,
    errors: ['CANCELLATION_CLOSED', 'CONFLICT', 'BUSY'],
  }),
};
