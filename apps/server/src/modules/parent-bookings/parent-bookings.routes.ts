import { parentBookingsApi } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import { familyWaitingLists } from './family-waiting-lists.js';
import { getBooking } from './get-booking.js';
import { listBookings } from './list-bookings.js';
import type { ParentBookingsDeps } from './parent-bookings-deps.js';
import { upcomingSessions } from './upcoming-sessions.js';

export function parentBookingsRoutes(app: FastifyInstance, deps: ParentBookingsDeps): void {
  const parentOf = (request: FastifyRequest) => requireAuth(request).user.id;

  registerRoute(app, parentBookingsApi.parentBookings, async ({ request, club, params }) =>
    listBookings(deps, club, parentOf(request), params),
  );
  registerRoute(app, parentBookingsApi.upcomingSessions, async ({ request, club }) =>
    upcomingSessions(deps, club, parentOf(request)),
  );
  registerRoute(app, parentBookingsApi.parentBooking, async ({ request, club, params }) =>
    getBooking(deps, club, requireAuth(request), params),
  );
  registerRoute(app, parentBookingsApi.familyWaitingLists, async ({ request, club }) =>
    familyWaitingLists(deps, club, parentOf(request)),
  );
}
