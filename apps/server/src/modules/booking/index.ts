import type { Outbox } from '../../platform/jobs/outbox.js';
import { amendCampDays, type CampDaysChange } from './amend-camp-days.js';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { familyCredit } from '../credit/index.js';
import { clubFeeTerms, clubSmsConfirmations } from '../club-settings/index.js';
import { bookableChildren, peopleDirectory } from '../people/index.js';
import { questionsCheckOn } from '../registration-questions/index.js';
import type { BookingDeps } from './booking-deps.js';
import { bookingSettingsCache } from './booking-settings.js';
import { bookingRoutes } from './booking.routes.js';
import { bookingSettingsRoutes } from './booking-settings.routes.js';
import { discountCodeAdminDeps } from './discount-code-admin-deps.js';
import { discountCodesRoutes } from './discount-codes.routes.js';
import { waitingListRoutes } from './waiting-list.routes.js';
import { discountCodesRepository } from './discount-codes.repository.js';
import { expireHoldsJob } from './expire-holds.job.js';
import { sweepHoldsJob } from './sweep-holds.job.js';
import { ordersRepository } from './orders.repository.js';
import { placesRepository } from './places.repository.js';
import { staffOrdersRepository } from './staff-orders.repository.js';
import { unpublishedHoldsRepository } from './unpublished-holds.repository.js';
import { waitingListRepository } from './waiting-list.repository.js';
import { runWaitingList } from './waiting-list.js';
import { invitationsRepository } from './invitations.repository.js';
import { termMembersRepository } from './term-members.repository.js';
import { holdPriorityOffers, type PlaceToOffer, type RecordOffer } from './priority-offer-holds.js';
import { cancelledSessionsRepository } from './cancelled-sessions.repository.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { completePaidOrder, findPayableOrder, type PaidOrderOutcome, type PayableOrder } from './paid-orders.js';
import { assertOrderSessionsHappen } from './cancelled-sessions.js';
import { cancelBookingForClub, freePlaces } from './cancel-booking.js';
import { cancelledPlace } from './cancelled-place.js';
import { runPlacesRepository } from './run-places.repository.js';
import { runSessionPlaces } from './session-places.js';
import { releaseCancelledTrials } from './release-cancelled-trials.js';
import type { AddToBasketBody } from '@clubroom/domain/api';
import { addToBasket, removeFromBasket } from './basket.js';
import { placeOrder, placeSetupFeeOrders, type Buyer, type Checkout, type SetupFeeFamily } from './checkout.js';
import { termPriorityWindowsRepository } from './term-priority-windows.repository.js';

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
    credit: familyCredit({ db }),
    invitations: invitationsRepository(db),
    termMembers: termMembersRepository(db),
    cancelledSessions: cancelledSessionsRepository(db),
    questionsAnswered: questionsCheckOn(db),
  };
};

function bookingDeps({ db, jobs, clock, config, sms }: ModuleDeps): BookingDeps {
  const settings = bookingSettingsCache(clock);
  return {
    ...repositoriesOn(db, settings),
    transaction: (work) =>
      withTransaction(db, (tx) =>
        work({
          tx,
          ...repositoriesOn(tx, settings),
          smsConfirmations: clubSmsConfirmations({ db: tx, sms }),
          people: peopleDirectory({ db: tx }),
          outbox: outboxOn(jobs, tx),
        }),
      ),
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
  waitingListRoutes(app, booking);
};

export const bookingJobs = (deps: ModuleDeps): Pick<ModuleJobHandlers, 'expire-holds' | 'sweep-holds'> => ({
  'expire-holds': expireHoldsJob(bookingDeps(deps)),
  'sweep-holds': sweepHoldsJob(bookingDeps(deps)),
});

/** A run's waiting list, in queue order, as its register shows it (modules/registers checks who may read it). */
export function runWaitingLists(deps: ModuleDeps) {
  const booking = bookingDeps(deps);
  return (club: ResolvedClub, runId: number) => runWaitingList(booking, club, runId);
}
export type RunWaitingLists = ReturnType<typeof runWaitingLists>;

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
    /** 409 SESSION_CANCELLED when the club has cancelled a session of the order's places since it was made. */
    assertSessionsHappen: (club: ResolvedClub, order: PayableOrder) =>
      assertOrderSessionsHappen(booking.cancelledSessions, club, order.lines),
    /** The runs of the order's places still confirmed, one entry a place: what its monthly plan pays for. */
    confirmedRuns: (orderId: number) => booking.places.confirmedRunsOfOrder(orderId),
    /**
     * Cancels the order's places still booked (staff cancelling a payment plan with its places), freed
     * at once and offered to the waiting lists; `record` writes the staff's audit entry in the same transaction.
     */
    async cancelPlaces(clubId: number, orderId: number, record: (tx: Tx, cancelled: number) => Promise<void>) {
      const rows = await booking.places.confirmedPlacesOfOrder(orderId);
      if (rows.length > 0) await freePlaces(booking, clubId, rows, { record });
    },
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
    setupFeeOrders: (club: ResolvedClub, families: SetupFeeFamily[], idempotencyKey: string) =>
      placeSetupFeeOrders(booking, club, families, idempotencyKey),
    cancel: (club: ResolvedClub, bookingRef: string) => cancelBookingForClub(booking, club, bookingRef),
    amendCampDays: (clubId: number, change: CampDaysChange, record: (tx: Tx) => Promise<void>) =>
      amendCampDays(booking, clubId, change, record),
  };
}
export type PlacesForFamilies = ReturnType<typeof placesForFamilies>;

/**
 * A run's confirmed places as a session sees them (modules/admin-schedule, payments): which sessions each gives its
 * child, and for one session the places it is part of with each one's share of what it paid.
 */
export const sessionPlacesOf = ({ db }: Pick<ModuleDeps, 'db'>) =>
  runSessionPlaces(runPlacesRepository(db), ordersRepository(db));
export type { RunSessionPlaces, SessionPlace, SessionPlaces, RunPlace } from './session-places.js';

/** A session the club cancelled (modules/admin-schedule): the run's basket trials of it released. */
export const cancelledSessionHolds = (deps: ModuleDeps) => {
  const booking = bookingDeps(deps);
  return { releaseTrials: (clubId: number, runId: number) => releaseCancelledTrials(booking, clubId, runId) };
};
export type CancelledSessionHolds = ReturnType<typeof cancelledSessionHolds>;
export type { Buyer } from './checkout.js';
export type { CampDaysChange } from './amend-camp-days.js';
export type { PaidOrderOutcome, PayableOrder } from './paid-orders.js';
export type { CancelledPlace } from './cancelled-place.js';

/** Whether the club offers trial sessions at all (its booking settings): the public schedule shows them only then. */
export const clubTrialsOffered =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  async (clubId: number): Promise<boolean> =>
    (await ordersRepository(db).settingsOf(clubId)).trialsOffered;
export type ClubTrialsOffered = ReturnType<typeof clubTrialsOffered>;

/**
 * Who a club invited to book an invite-only run or camp (`invitations`): admin-bookings records, lists
 * and removes them; the schedule shows an invite-only run or camp to an invited account only.
 */
export const bookingInvitations = ({ db }: Pick<ModuleDeps, 'db'>) => invitationsRepository(db);
export type { InvitationsRepository, InvitationTarget } from './invitations.repository.js';

/**
 * A club's booking settings row, written only here: a new club's defaults (onboarding, in the creating transaction)
 * and the moment setup fees were reset (club settings' admin tools; app.ts hands it over, as club settings is read
 * by booking).
 */
export const bookingSettingsRow = ({ db }: Pick<ModuleDeps, 'db'>) => {
  const orders = ordersRepository(db);
  return {
    createFor: orders.createSettings,
    resetSetupFees: (clubId: number, now: Date) => orders.saveSettings(clubId, { setupFeesResetAt: now }),
  };
};
export type BookingSettingsRow = ReturnType<typeof bookingSettingsRow>;

/** The orders staff write (modules/admin-orders): custom orders and setup fees marked paid or cancelled. */
export const staffOrders = ({ db }: Pick<ModuleDeps, 'db'>) => staffOrdersRepository(db);
export type StaffOrders = ReturnType<typeof staffOrders>;

/** Places held in baskets on runs or camp days taken back to drafts (the schedule and camps admins release them). */
export const basketHolds = ({ db }: Pick<ModuleDeps, 'db'>) => unpublishedHoldsRepository(db);
export type BasketHolds = ReturnType<typeof basketHolds>;

/**
 * Priority offers' places (modules/auto-enrol): held in families' baskets until the offer's deadline, under the runs'
 * locks, the offers recorded by their owner in the same transaction; and how many places of runs are taken now.
 */
export function priorityOfferPlaces(deps: ModuleDeps) {
  const booking = bookingDeps(deps);
  return {
    hold: (clubId: number, places: PlaceToOffer[], expiresAt: Date, record: RecordOffer) =>
      holdPriorityOffers(booking, clubId, places, expiresAt, record),
    taken: (clubId: number, runIds: number[], now: Date) => booking.places.takenOfRuns(clubId, runIds, now),
  };
}
export type PriorityOfferPlaces = ReturnType<typeof priorityOfferPlaces>;
export type { OfferOutcome, PlaceToOffer } from './priority-offer-holds.js';
/** The club's term before a term: its children are the new term's members (auto-enrol, priority windows). */
export { previousTermSql } from './term-members.repository.js';
/** A term's priority windows, the only reader and writer of `term_openings` (auto-enrol sets them; schedule tells them). */
export const termPriorityWindows = ({ db }: Pick<ModuleDeps, 'db'>) => termPriorityWindowsRepository(db);
export type { TermPriorityWindows } from './term-priority-windows.repository.js';

/** What a booking is (placed, booked at) and a setup fee paid, for every module's queries of the booking tables. */
export { assertTakingBookings } from './taking-bookings.js';

/**
 * A suspended club restored: its waiting lists are offered the places freed while it was suspended (which offered
 * none), by an `expire-holds` run queued in the restoring transaction.
 */
export const offerQueuedPlaces = (outbox: Outbox, clubId: number) => outbox.job('expire-holds', { clubId });
export { confirmedAt, placeAt, placedAt, placeBookedAt, setupFeePaidAt } from './placed.repository.js';
