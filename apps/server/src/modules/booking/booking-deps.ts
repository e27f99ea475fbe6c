import type { QuestionsCheck } from '../registration-questions/index.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { FamilyCredit } from '../credit/index.js';
import type { ClubFeeTerms, ClubSmsConfirmations } from '../club-settings/index.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { BookableChildren, PeopleDirectory } from '../people/index.js';
import type { BookingSettingsSource } from './booking-settings.js';
import type { CancelledSessionsRepository } from './cancelled-sessions.repository.js';
import type { DiscountCodesRepository } from './discount-codes.repository.js';
import type { OrdersRepository } from './orders.repository.js';
import type { PlacesRepository } from './places.repository.js';
import type { InvitationsRepository } from './invitations.repository.js';
import type { TermMembersRepository } from './term-members.repository.js';
import type { WaitingListRepository } from './waiting-list.repository.js';

/** The repositories and the outbox, bound to one transaction. */
export interface BookingWrites {
  tx: Tx;
  places: PlacesRepository;
  orders: OrdersRepository;
  /** The club's booking settings as pricing and hold times read them: the process's copy (`booking-settings.ts`). */
  settings: BookingSettingsSource;
  waitingLists: WaitingListRepository;
  /** Children read through the transaction too (PGlite's one connection waits for it otherwise). */
  children: BookableChildren;
  discountCodes: DiscountCodesRepository;
  /** What the club charges parents in fees, read through the transaction: checkout fixes the order's fee with it. */
  feeTerms: ClubFeeTerms;
  /** The family's credit, moved in this transaction: checkout spends it with the order, cancelling gives it back. */
  credit: FamilyCredit;
  /** The sessions the club cancelled: no place is booked or paid for on one. */
  cancelledSessions: CancelledSessionsRepository;
  /** The club's registration questions: an order is refused while a required one its places ask is unanswered. */
  questionsAnswered: QuestionsCheck;
  /** Whether the club's booking confirmations also go by SMS (SMS Invoices and its switch on). */
  smsConfirmations: ClubSmsConfirmations;
  /** The buyer's mobile, for the confirmation SMS. */
  people: Pick<PeopleDirectory, 'findById'>;
  outbox: Outbox;
}

/** What the booking use cases work with. */
export interface BookingDeps {
  places: PlacesRepository;
  orders: OrdersRepository;
  settings: BookingSettingsSource;
  waitingLists: WaitingListRepository;
  children: BookableChildren;
  discountCodes: DiscountCodesRepository;
  /** What the club charges parents in fees (the fees module's): the basket shows the passing-on fee as its own line. */
  feeTerms: ClubFeeTerms;
  /** The family's credit with the club (the credit module's): the basket spends it first. */
  credit: FamilyCredit;
  /** Who was invited to an invite-only run or camp (`requested-places.ts` checks it). */
  invitations: InvitationsRepository;
  /** Who a child is to a term opening in priority windows (`requested-places.ts` checks it). */
  termMembers: TermMembersRepository;
  /** The sessions the club cancelled: no place is booked or paid for on one (`cancelled-sessions.ts`). */
  cancelledSessions: CancelledSessionsRepository;
  questionsAnswered: QuestionsCheck;
  transaction: <T>(work: (writes: BookingWrites) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** The site's public address, for the order's link in the confirmation email. */
  publicUrl: URL;
  /** Counters of the rate limits (discount codes guessed). */
  rateLimits: RateLimitRepository;
}
