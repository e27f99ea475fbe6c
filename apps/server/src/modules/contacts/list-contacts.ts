import { CONTACTS_PAGE_SIZE, type Contact, type ContactsListResponse, type ContactsQuery } from '@clubroom/domain/api';
import { groupBy } from '../../lib/group-by.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { criteriaOf } from './contacts-criteria.js';
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

/** GET /api/contacts/all-contacts: one page of the club's contacts as filtered, searched and sorted. */
export async function listContacts(
  deps: Pick<ContactsDeps, 'contacts'>,
  club: Pick<ResolvedClub, 'id'>,
  query: ContactsQuery,
): Promise<ContactsListResponse> {
  const offset = (query.page - 1) * CONTACTS_PAGE_SIZE;
  const { rows, total } = await deps.contacts.page(club.id, criteriaOf(query), CONTACTS_PAGE_SIZE, offset);
  return { data: await withChildren(deps, club.id, rows), total, page: query.page, pageSize: CONTACTS_PAGE_SIZE };
}
