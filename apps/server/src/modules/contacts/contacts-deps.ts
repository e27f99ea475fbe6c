import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { FamilyCredit } from '../credit/index.js';
import type { ChildrenOnBehalf, ClubConnections, PeopleDirectory } from '../people/index.js';
import type { SpecialCategoryConsents } from '../terms-of-use/index.js';
import type { ContactsRepository } from './contacts.repository.js';
import type { ContactAttributesRead, FamilyColumnsOf, FamilyRecords } from '../registration-questions/index.js';

export interface ContactsWrites {
  contacts: ContactsRepository;
  people: PeopleDirectory;
  /** People's connections with the club (people writes them): removing a contact ends theirs. */
  connections: ClubConnections;
  outbox: Outbox;
  audit: AuditRepository;
}

/** What the contacts use cases read and write with. */
export interface ContactsDeps {
  contacts: ContactsRepository;
  people: PeopleDirectory;
  childrenOnBehalf: ChildrenOnBehalf;
  consents: SpecialCategoryConsents;
  /** The family's credit with the club (the credit module's), shown to staff with financial access. */
  credit: FamilyCredit;
  /** The contact's answers to the club's questions and their contact attributes (registration-questions'). */
  records: FamilyRecords;
  /** The same as CSV columns. */
  familyColumns: FamilyColumnsOf;
  /** The club's contact attributes: the list's column and filter (registration-questions'). */
  attributes: ContactAttributesRead;
  /** One unit of work: the repository and people's directory bound to it, and its outbox. */
  transaction: <T>(work: (tx: ContactsWrites) => Promise<T>) => Promise<T>;
  clock: () => Date;
  publicUrl: URL;
}
