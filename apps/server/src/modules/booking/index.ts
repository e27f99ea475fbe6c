import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { bookableChildren } from '../people/index.js';
import type { BookingDeps } from './booking-deps.js';
import { bookingRoutes } from './booking.routes.js';
import { waitingListRoutes } from './waiting-list.routes.js';
import { discountCodesRepository } from './discount-codes.repository.js';
import { expireHoldsJob } from './expire-holds.job.js';
import { ordersRepository } from './orders.repository.js';
import { placesRepository } from './places.repository.js';
import { waitingListRepository } from './waiting-list.repository.js';

const repositoriesOn = (db: Db) => ({
  places: placesRepository(db),
  orders: ordersRepository(db),
  waitingLists: waitingListRepository(db),
  children: bookableChildren({ db }),
  discountCodes: discountCodesRepository(db),
});

function bookingDeps({ db, jobs, clock, config }: ModuleDeps): BookingDeps {
  return {
    ...repositoriesOn(db),
    transaction: (work) => withTransaction(db, (tx) => work({ tx, ...repositoriesOn(tx), outbox: outboxOn(jobs, tx) })),
    clock,
    publicUrl: config.publicUrl,
  };
}

/** The booking engine: a parent's basket of held places, checkout into orders, Book Now, waiting lists and cancelling. */
export const bookingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const booking = bookingDeps(deps);
  bookingRoutes(app, booking);
  waitingListRoutes(app, booking);
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
