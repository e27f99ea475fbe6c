import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { bookableChildren } from '../people/index.js';
import type { BookingDeps } from './booking-deps.js';
import { bookingRoutes } from './booking.routes.js';
import { expireHoldsJob } from './expire-holds.job.js';
import { ordersRepository } from './orders.repository.js';
import { placesRepository } from './places.repository.js';

const repositoriesOn = (db: Db) => ({
  places: placesRepository(db),
  orders: ordersRepository(db),
  children: bookableChildren({ db }),
});

function bookingDeps({ db, jobs, clock, config }: ModuleDeps): BookingDeps {
  return {
    ...repositoriesOn(db),
    transaction: (work) => withTransaction(db, (tx) => work({ tx, ...repositoriesOn(tx), outbox: outboxOn(jobs, tx) })),
    clock,
    publicUrl: config.publicUrl,
  };
}

/** The booking engine: a parent's basket of held places, checkout into orders, and Book Now. */
export const bookingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  bookingRoutes(app, bookingDeps(deps));
};

export const bookingJobs = ({ db, clock }: ModuleDeps): Pick<ModuleJobHandlers, 'expire-holds'> => ({
  'expire-holds': expireHoldsJob({ places: placesRepository(db), clock }),
});
