import { adminBookingsApi, campEditsApi } from '@clubroom/domain/api';
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
import { amendCampBooking, campBookingForEdit, campBookingPrice } from './camp-booking-edit.js';
import { getBooking } from './get-booking.js';
import { amendmentSeenBy, bookingSeenBy, familyOrderSeenBy } from './amounts-seen.js';
import { inviteToBook } from './invite-to-book.js';
import { listInvitations } from './list-invitations.js';
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
    familyOrderSeenBy(
      requireAuth(request),
      await bookForFamily(
        deps,
        booking(request, club, { fullTerm: !body.prorata, paidOffline: body.paidOffline }),
        body.childIds.map((childId) => ({ type: 'term', childId, runId: params.runId })),
        (i) => `childIds.${i}`,
      ),
    ),
  );
  registerRoute(app, adminBookingsApi.bookCampForFamily, async ({ request, club, params, body }) => {
    const { childId, weekId, dayStarts, paidOffline } = body;
    const common = { childId, campId: params.campId, weekId };
    const order = await bookForFamily(deps, booking(request, club, { fullTerm: false, paidOffline }), [
      dayStarts ? { type: 'camp-days', ...common, dayStarts } : { type: 'camp-week', ...common },
    ]);
    return familyOrderSeenBy(requireAuth(request), order);
  });
  const inviter = (request: FastifyRequest) => requireAuth(request).user.id;
  const originOf = (request: FastifyRequest) => requestFacts(request, publicUrl).origin;
  registerRoute(app, adminBookingsApi.inviteToRun, async ({ request, club, params, body }) =>
    inviteToBook(deps, club, inviter(request), originOf(request), { runId: params.runId }, body.emails),
  );
  registerRoute(app, adminBookingsApi.inviteToCamp, async ({ request, club, params, body }) =>
    inviteToBook(deps, club, inviter(request), originOf(request), { campId: params.campId }, body.emails),
  );
  registerRoute(app, adminBookingsApi.runInvitations, async ({ club, params }) =>
    listInvitations(deps, club, { runId: params.runId }),
  );
  registerRoute(app, adminBookingsApi.campInvitations, async ({ club, params }) =>
    listInvitations(deps, club, { campId: params.campId }),
  );
  registerRoute(app, adminBookingsApi.removeInvitation, async ({ club, params }) =>
    removeInvitation(deps, club, params.invitationId),
  );
  registerRoute(app, adminBookingsApi.adminBooking, async ({ request, club, params }) =>
    bookingSeenBy(requireAuth(request), await getBooking(deps, club, params.bookingRef)),
  );
  registerRoute(app, adminBookingsApi.addCampBookingDay, async ({ request, club, params, body }) =>
    amendmentSeenBy(
      requireAuth(request),
      await addCampBookingDay(
        deps,
        booking(request, club, { fullTerm: false, paidOffline: body.paidOffline }),
        params.bookingRef,
        body,
      ),
    ),
  );
  registerRoute(app, adminBookingsApi.removeCampBookingDay, async ({ request, club, params, body }) => {
    const auth = requireAuth(request);
    return amendmentSeenBy(
      auth,
      await removeCampBookingDay(deps, { club, staff: actorOf(auth) }, params.bookingRef, body),
    );
  });
  // The spec's camps routes that edit a camp booking (docs/club-admin.md, "Camp routes"): money, so financial staff.
  registerRoute(app, campEditsApi.campBookingForEdit, async ({ club, params }) =>
    campBookingForEdit(deps, club, params.bookingId),
  );
  registerRoute(app, campEditsApi.campBookingPrice, async ({ club, params, query }) =>
    campBookingPrice(deps, club, params.bookingId, query.dayIds),
  );
  registerRoute(app, campEditsApi.amendCampBooking, async ({ request, club, body }) => {
    const { staff, origin } = booking(request, club, { fullTerm: false, paidOffline: body.paidOffline });
    return amendCampBooking(deps, { club, staff, origin }, body);
  });
  registerRoute(app, adminBookingsApi.cancelAdminBooking, async ({ request, club, params }) =>
    bookingSeenBy(requireAuth(request), await cancelBooking(deps, club, params.bookingRef)),
  );
}
