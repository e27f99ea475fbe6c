import { CONTACTS_PAGE_SIZE, type Contact, type ContactsListResponse, type ContactsQuery } from '@clubroom/domain/api';
import { groupBy } from '../../lib/group-by.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { criteriaFor } from './contacts-criteria.js';
import type { ContactsDeps } from './contacts-deps.js';
import type { ContactChildRow, ContactRow } from './contacts.repository.js';
import { toEpoch } from '../../lib/epoch.js';

/** Contacts with their children: two statements for any number of them. */
export async function withChildren(
  deps: Pick<ContactsDeps, 'contacts'>,
  clubId: number,
  rows: ContactRow[],
): Promise<Contact[]> {
  const children = groupBy(
    await deps.contacts.childrenOf(
      clubId,
      rows.map((r) => r.parentId),
    ),
    (c: ContactChildRow) => c.parentId,
  );
  return rows.map(({ joinedAt, ...row }) => ({
    ...row,
    joinedAt: toEpoch(joinedAt),
    children: (children.get(row.parentId) ?? []).map(({ childId, firstName, lastName, dateOfBirth }) => ({
      childId,
      firstName,
      lastName,
      dateOfBirth,
    })),
  }));
}

/**
 * GET /api/contacts/all-contacts: one page of the club's contacts as filtered (by a place, a contact attribute's
 * value), searched and sorted, each with its values of the club's live contact attributes.
 */
export async function listContacts(
  deps: Pick<ContactsDeps, 'contacts' | 'attributes'>,
  club: Pick<ResolvedClub, 'id'>,
  query: ContactsQuery,
): Promise<ContactsListResponse> {
  const offset = (query.page - 1) * CONTACTS_PAGE_SIZE;
  const criteria = await criteriaFor(deps, club.id, query);
  const { rows, total } = await deps.contacts.page(club.id, criteria, CONTACTS_PAGE_SIZE, offset);
  const parentIds = rows.map((r) => r.parentId);
  const [contacts, attributes, values] = await Promise.all([
    withChildren(deps, club.id, rows),
    deps.attributes.live(club.id),
    deps.attributes.valuesOf(club.id, parentIds),
  ]);
  const live = new Set(attributes.map((a) => a.attributeId));
  const valuesOf = groupBy(
    values.filter((v) => live.has(v.attributeId)),
    (v) => v.parentUserId,
  );
  return {
    data: contacts.map((contact) => ({
      ...contact,
      attributeValues: (valuesOf.get(contact.parentId) ?? []).map(({ attributeId, value }) => ({ attributeId, value })),
    })),
    attributes: attributes.map(({ attributeId, name }) => ({ attributeId, name })),
    total,
    page: query.page,
    pageSize: CONTACTS_PAGE_SIZE,
  };
}
