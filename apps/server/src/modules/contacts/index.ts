import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import { familyCredit } from '../credit/index.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { childrenOnBehalf, clubConnections, peopleDirectory } from '../people/index.js';
import { specialCategoryConsentsOn } from '../terms-of-use/index.js';
import { contactAttributesRead, familyColumnsOf, familyRecords } from '../registration-questions/index.js';
import type { Db } from '../../db/client.js';
import { contactsRepository, type ContactsCriteria } from './contacts.repository.js';
import { contactsRoutes } from './contacts.routes.js';

/**
 * Contacts: the club's parents and their children, as its organisers list, search and export them
 * (by term, run, camp or camp week), view one, edit a child, add and remove a contact.
 */
export const contactsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, clock, jobs, config } = deps;
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

/**
 * The ids of the contacts the contacts list shows for a filter (at most one) and a search, in the list's order:
 * what a message to "these contacts" reaches (the same criteria as the list and its CSV, applied here again).
 */
export const contactIdsMatching =
  (db: Db) =>
  async (clubId: number, filter: ContactsCriteria['filter'], search: string | null): Promise<number[]> =>
    (await contactsRepository(db).all(clubId, { filter, search, sort: 'name', among: null })).map((c) => c.parentId);
