import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { clubFeeTerms } from '../fees/index.js';
import { bookableChildren } from '../people/index.js';
import type { BookingDeps } from './booking-deps.js';
import { bookingSettingsCache } from './booking-settings.js';
import { bookingRoutes } from './booking.routes.js';
import { bookingSettingsRoutes } from './booking-settings.routes.js';
import { discountCodeAdminDeps } from './discount-code-admin-deps.js';
import { discountCodesRoutes } from './discount-codes.routes.js';
import { registerOpener } from '../registers/index.js';
import { waitingListRoutes } from './waiting-list.routes.js';
import { discountCodesRepository } from './discount-codes.repository.js';
import { expireHoldsJob } from './expire-holds.job.js';
import { ordersRepository } from './orders.repository.js';
import { placesRepository } from './places.repository.js';
import { waitingListRepository } from './waiting-list.repository.js';
import { invitationsRepository } from './invitations.repository.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { completePaidOrder, findPayableOrder, type PaidOrderOutcome } from './paid-orders.js';
import { cancelBookingForClub, freePlaces } from './cancel-booking.js';
import { cancelledPlace } from './cancelled-place.js';
import type { AddToBasketBody } from '@clubroom/domain/api';
import { addToBasket, removeFromBasket } from './basket.js';
import { placeOrder, type Buyer, type Checkout } from './checkout.js';

type SettingsCache = ReturnType<typeof bookingSettingsCache>;

const repositoriesOn = (db: Db, settings: SettingsCache) => {
  const orders = ordersRepository(db);
  return {
    places: placesRepository(db),
    orders,
    settings: settings.through(orders),
    waitingLists: waitingListRepository(db),
    children: bookableChildren({ db }),
    discountCodes: discountCodesRepository(db),
    feeTerms: clubFeeTerms({ db }),
    invitations: invitationsRepository(db),
  };
};

function bookingDeps({ db, jobs, clock, config }: ModuleDeps): BookingDeps {
  const settings = bookingSettingsCache(clock);
  return {
    ...repositoriesOn(db, settings),
    transaction: (work) =>
      withTransaction(db, (tx) => work({ tx, ...repositoriesOn(tx, settings), outbox: outboxOn(jobs, tx) })),
    clock,
    publicUrl: config.publicUrl,
    rateLimits: rateLimitRepository(db),
  };
}

/**
 * The booking engine: a parent's basket of held places, checkout into orders, Book Now, waiting lists
 * and cancelling; and the club's discount codes, which it applies (the only writer of `discount_codes`).
 */
export const bookingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const booking = bookingDeps(deps);
  bookingRoutes(app, booking);
  bookingSettingsRoutes(app, booking);
  discountCodesRoutes(app, discountCodeAdminDeps(deps.db, deps.clock));
  waitingListRoutes(app, booking, registerOpener(deps));
};

export const bookingJobs = (deps: ModuleDeps): Pick<ModuleJobHandlers, 'expire-holds'> => ({
  'expire-holds': expireHoldsJob(bookingDeps(deps)),
});

/** A family's open waiting-list entries at a club, in queue order: the parent's account pages show them. */
export function familyWaitingLists({ db }: Pick<ModuleDeps, 'db'>) {
  const entries = waitingListRepository(db);
  return (clubId: number, parentUserId: number) => entries.viewsOfParent(clubId, parentUserId);
}
export type FamilyWaitingLists = ReturnType<typeof familyWaitingLists>;

/** Orders as payments see them (modules/payments): one of a club's by uuid, and completing it once paid. */
export function paidOrders(deps: ModuleDeps) {
  const booking = bookingDeps(deps);
  return {
    find: (club: ResolvedClub, uuid: string) => findPayableOrder(booking, club, uuid),
    complete: (
      club: ResolvedClub,
      buyer: Buyer,
      order: { id: number; paid: number; subscribed: boolean },
      record: (tx: Tx, outcome: PaidOrderOutcome) => Promise<void>,
    ) => completePaidOrder(booking, club, buyer, order, record),
    /** The runs of the order's places still confirmed, one entry a place: what its monthly plan pays for. */
    confirmedRuns: (orderId: number) => booking.places.confirmedRunsOfOrder(orderId),
    /** A parent's cancelled booking as its order priced it, and the club's refund policy for it. */
    cancelledPlace: (clubId: number, bookingRef: string) => cancelledPlace(booking, clubId, bookingRef),
  };
}
export type PaidOrders = ReturnType<typeof paidOrders>;

/** Staff cancelling an order's places (modules/admin-orders): freed at once, a run's offered to its waiting list. */
export function bookedPlaces(deps: ModuleDeps) {
  const booking = bookingDeps(deps);
  return {
    free: (
      clubId: number,
      rows: { id: number; runId: number | null; campDayId: number | null }[],
      record?: (tx: Tx, cancelled: number) => Promise<void>,
    ) => freePlaces(booking, clubId, rows, { record }),
  };
}
export type BookedPlaces = ReturnType<typeof bookedPlaces>;

/**
 * Staff booking a place for a family (modules/admin-bookings) through the parent's own basket and
 * checkout, so age limits, 'already booked', capacity under the lock and prices hold exactly as when
 * the parent books; and staff cancelling a booking whatever the deadline parents cancel by.
 */
export function placesForFamilies(deps: ModuleDeps) {
  const booking = bookingDeps(deps);
  return {
    hold: (club: ResolvedClub, parentUserId: number, item: AddToBasketBody) =>
      addToBasket(booking, club, parentUserId, item, { byStaff: true }),
    release: (club: ResolvedClub, parentUserId: number, itemId: string) =>
      removeFromBasket(booking, club, parentUserId, itemId),
    order: (club: ResolvedClub, buyer: Buyer, checkout: Checkout) =>
      placeOrder(booking, club, buyer, { ...checkout, byStaff: true }),
    cancel: (club: ResolvedClub, bookingRef: string) => cancelBookingForClub(booking, club, bookingRef),
  };
}
export type PlacesForFamilies = ReturnType<typeof placesForFamilies>;
export type { Buyer } from './checkout.js';
export type { PaidOrderOutcome, PayableOrder } from './paid-orders.js';
export type { CancelledPlace } from './cancelled-place.js';

/**
 * Who a club invited to book an invite-only run or camp (`invitations`): admin-bookings records, lists
 * and removes them; the schedule shows an invite-only run or camp to an invited account only.
 */
export const bookingInvitations = ({ db }: Pick<ModuleDeps, 'db'>) => invitationsRepository(db);
export type { InvitationsRepository, InvitationTarget } from './invitations.repository.js';
