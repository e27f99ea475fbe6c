import { adminBookingsApi } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { actorOf } from '../../platform/security/actor.js';
import { refuseRecordingMoney } from '../../platform/security/money-acts.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { addCampBookingDay } from './add-camp-booking-day.js';
import { removeCampBookingDay } from './remove-camp-booking-day.js';
import { bookForFamily, type FamilyBooking } from './book-for-family.js';
import { cancelBooking } from './cancel-booking.js';
import { getBooking } from './get-booking.js';
import { inviteToCamp } from './invite-to-camp.js';
import { inviteToRun } from './invite-to-run.js';
import { campInvitations, runInvitations } from './list-invitations.js';
import { removeInvitation } from './remove-invitation.js';

export function adminBookingsRoutes(
  app: FastifyInstance,
  deps: AdminBookingsDeps,
  publicUrl: Config['publicUrl'],
): void {
  /** The signed-in staff member; asking to record money as received needs financial access (never switched). */
  const staffOf = (request: FastifyRequest, paidOffline: boolean) => {
    const auth = requireAuth(request);
    if (paidOffline) refuseRecordingMoney(auth);
    return auth;
  };
  const booking = (
    request: FastifyRequest,
    club: ResolvedClub,
    options: Pick<FamilyBooking, 'fullTerm' | 'paidOffline'>,
  ) => ({
    club,
    staff: actorOf(staffOf(request, options.paidOffline)),
    origin: requestFacts(request, publicUrl).origin,
    ...options,
  });
  registerRoute(app, adminBookingsApi.bookRunForFamily, async ({ request, club, params, body }) =>
    bookForFamily(deps, booking(request, club, { fullTerm: !body.prorata, paidOffline: body.paidOffline }), {
      type: 'term',
      childId: body.childId,
      runId: params.runId,
    }),
  );
  registerRoute(app, adminBookingsApi.bookCampForFamily, async ({ request, club, params, body }) => {
    const { childId, weekId, dayStarts, paidOffline } = body;
    const common = { childId, campId: params.campId, weekId };
    return bookForFamily(
      deps,
      booking(request, club, { fullTerm: false, paidOffline }),
      dayStarts ? { type: 'camp-days', ...common, dayStarts } : { type: 'camp-week', ...common },
    );
  });
  const inviter = (request: FastifyRequest) => requireAuth(request).user.id;
  const originOf = (request: FastifyRequest) => requestFacts(request, publicUrl).origin;
  registerRoute(app, adminBookingsApi.inviteToRun, async ({ request, club, params, body }) =>
    inviteToRun(deps, club, inviter(request), originOf(request), params.runId, body.emails),
  );
  registerRoute(app, adminBookingsApi.inviteToCamp, async ({ request, club, params, body }) =>
    inviteToCamp(deps, club, inviter(request), originOf(request), params.campId, body.emails),
  );
  registerRoute(app, adminBookingsApi.runInvitations, async ({ club, params }) =>
    runInvitations(deps, club, params.runId),
  );
  registerRoute(app, adminBookingsApi.campInvitations, async ({ club, params }) =>
    campInvitations(deps, club, params.campId),
  );
  registerRoute(app, adminBookingsApi.removeInvitation, async ({ club, params }) =>
    removeInvitation(deps, club, params.invitationId),
  );
  registerRoute(app, adminBookingsApi.adminBooking, async ({ club, params }) =>
    getBooking(deps, club, params.bookingRef),
  );
  registerRoute(app, adminBookingsApi.addCampBookingDay, async ({ request, club, params, body }) =>
    addCampBookingDay(
      deps,
      booking(request, club, { fullTerm: false, paidOffline: body.paidOffline }),
      params.bookingRef,
      body,
    ),
  );
  registerRoute(app, adminBookingsApi.removeCampBookingDay, async ({ request, club, params, body }) =>
    removeCampBookingDay(deps, { club, staff: actorOf(requireAuth(request)) }, params.bookingRef, body),
  );
  registerRoute(app, adminBookingsApi.cancelAdminBooking, async ({ club, params }) =>
    cancelBooking(deps, club, params.bookingRef),
  );
}
