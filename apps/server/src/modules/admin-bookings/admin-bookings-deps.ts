import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { BookedPlaces, InvitationsRepository, PaidOrders, PlacesForFamilies } from '../booking/index.js';
import type { AdminBookingsRepository } from './admin-bookings.repository.js';
import type { CustomOrders } from '../admin-orders/index.js';
import type { OrderRefunds } from '../payments/index.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { PeopleDirectory } from '../people/index.js';

/** What booking for families, invitations and a booking's detail work with. */
export interface AdminBookingsDeps {
  repo: AdminBookingsRepository;
  /** The booking engine's basket, checkout and cancel, acting for the family. */
  places: PlacesForFamilies;
  /** The booking engine's completing of a paid order (here: paid offline). */
  paidOrders: PaidOrders;
  /** The booking engine's freeing of booked places (a day removed from a camp booking). */
  bookedPlaces: BookedPlaces;
  /** The audit log, on the caller's transaction: who marked an order paid offline, who changed a booking. */
  auditOn: (tx: Tx) => AuditRepository;
  /** The audit log on the database, for a change that is not one transaction (a day added). */
  audit: AuditRepository;
  /** Who was invited to book an invite-only run or camp. */
  invitations: InvitationsRepository;
  /** The people among invited addresses (an invitation to one is in their inbox too). */
  people: Pick<PeopleDirectory, 'idsByEmail'>;
  /** Emails queued in one transaction (with the invitations recorded in it): sent only once it commits. */
  send: (work: (outbox: Outbox, invitations: InvitationsRepository) => Promise<void>) => Promise<void>;
  clock: () => Date;
  /** The orders admin's custom orders: a camp booking amended to cost more is charged the difference. */
  customOrders: CustomOrders;
  /** The payments module's refunds: a camp booking amended to cost less is refunded the difference. */
  refunds: OrderRefunds;
}
