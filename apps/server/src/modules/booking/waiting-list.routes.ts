import { cancellationApi, waitingListApi } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { BookingDeps } from './booking-deps.js';
import { cancelBooking } from './cancel-booking.js';
import { joinWaitingList, leaveWaitingList, moveWaitingListEntry, offerPlaceNow } from './waiting-list.js';

/**
 * Waiting lists (families join and leave; organisers move and offer) and a parent's cancelling of a place. A run's
 * waiting list as its staff read it is part of its register (modules/registers, through runWaitingLists).
 */
export function waitingListRoutes(app: FastifyInstance, deps: BookingDeps): void {
  const parentOf = (request: FastifyRequest) => requireAuth(request).user.id;

  registerRoute(app, waitingListApi.joinWaitingList, async ({ request, club, body }) => ({
    data: await joinWaitingList(deps, club, parentOf(request), body),
  }));
  registerRoute(app, waitingListApi.leaveWaitingList, async ({ request, club, body }) => ({
    data: await leaveWaitingList(deps, club, parentOf(request), body.entryId),
  }));
  registerRoute(app, waitingListApi.moveWaitingListEntry, async ({ club, body }) => ({
    data: await moveWaitingListEntry(deps, club, body),
  }));
  registerRoute(app, waitingListApi.offerWaitingListPlace, async ({ club, body }) => ({
    data: await offerPlaceNow(deps, club, body.entryId),
  }));
  registerRoute(app, cancellationApi.cancelBooking, async ({ request, club, body }) => ({
    data: await cancelBooking(deps, club, parentOf(request), body.bookingRef),
  }));
}
