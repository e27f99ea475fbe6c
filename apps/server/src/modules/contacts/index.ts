import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import { registerUploads } from '../../platform/storage/uploads.js';
import { familyCredit } from '../credit/index.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { childrenOnBehalf, clubConnections, peopleDirectory } from '../people/index.js';
import { specialCategoryConsentsOn } from '../terms-of-use/index.js';
import { contactAttributesRead, familyColumnsOf, familyRecords } from '../registration-questions/index.js';
import type { Db } from '../../db/client.js';
import type { ContactsQuery } from '@clubroom/domain/api';
import { contactsRepository } from './contacts.repository.js';
import { criteriaFor } from './contacts-criteria.js';
import { contactsRoutes } from './contacts.routes.js';

/**
 * Contacts: the club's parents and their children, as its organisers list, search and export them
 * (by term, run, camp or camp week), view one, edit a child, add and remove a contact.
 */
export const contactsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, clock, jobs, config } = deps;
  // Staff upload a family's file answer on the contact's page.
  await registerUploads(app);
  contactsRoutes(app, {
    contacts: contactsRepository(db),
    people: peopleDirectory({ db }),
    childrenOnBehalf: childrenOnBehalf(deps),
    consents: specialCategoryConsentsOn(db),
    credit: familyCredit({ db }),
    records: familyRecords(deps),
    familyColumns: familyColumnsOf(deps),
    attributes: contactAttributesRead(deps),
    transaction: (work) =>
      withTransaction(db, (tx) =>
        work({
          contacts: contactsRepository(tx),
          people: peopleDirectory({ db: tx }),
          connections: clubConnections({ db: tx }),
          outbox: outboxOn(jobs, tx),
          audit: auditRepository(tx),
        }),
      ),
    clock,
    publicUrl: config.publicUrl,
  });
};

/** What a message to "these contacts" names: the contacts list's query but its sort and page. */
export type ContactsListFilter = Omit<ContactsQuery, 'sort' | 'page'>;

/**
 * The ids of the contacts the contacts list shows for its filters (a place, a contact attribute's value) and search,
 * every page, in the list's order: what a message to "these contacts" reaches (the list's and its CSV's criteria,
 * applied here again).
 */
export const contactIdsMatching = (db: Db) => async (clubId: number, filter: ContactsListFilter) => {
  const criteria = await criteriaFor({ attributes: contactAttributesRead({ db }) }, clubId, {
    ...filter,
    sort: 'name',
    page: 1,
  });
  return (await contactsRepository(db).all(clubId, criteria)).map((c) => c.parentId);
};
