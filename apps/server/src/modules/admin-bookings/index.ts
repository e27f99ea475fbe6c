import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { bookedPlaces, bookingInvitations, paidOrders, placesForFamilies } from '../booking/index.js';
import { adminBookingsRepository } from './admin-bookings.repository.js';
import { customOrders } from '../admin-orders/index.js';
import { orderRefunds } from '../payments/index.js';
import { peopleDirectory } from '../people/index.js';
import { adminBookingsRoutes } from './admin-bookings.routes.js';

/**
 * Bookings admin (issue 12, "People and bookings"): organisers book a run for a family, invite
 * families to book a run or camp by email (recording who may book it while it is invite only),
 * and read or cancel a booking by its reference.
 */
export const adminBookingsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminBookingsRoutes(
    app,
    {
      repo: adminBookingsRepository(deps.db),
      places: placesForFamilies(deps),
      paidOrders: paidOrders(deps),
      bookedPlaces: bookedPlaces(deps),
      auditOn: auditRepository,
      audit: auditRepository(deps.db),
      invitations: bookingInvitations(deps),
      people: peopleDirectory(deps),
      send: (work) => withTransaction(deps.db, (tx) => work(outboxOn(deps.jobs, tx), bookingInvitations({ db: tx }))),
      clock: deps.clock,
      customOrders: customOrders(deps),
      refunds: orderRefunds(deps),
    },
    deps.config.publicUrl,
  );
};
