import type { ContactsQuery } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { criteriaOf } from './contacts-criteria.js';
import type { ContactsDeps } from './contacts-deps.js';
import { toCsv } from '../../lib/csv.js';
import { withChildren } from './list-contacts.js';

const HEADER = ['First name', 'Last name', 'Email', 'Phone', 'Joined', 'Children'] as const;

/** The CSV of every contact the list's filters match (no paging), joined dates in the club's time. */
export async function exportContacts(
  deps: Pick<ContactsDeps, 'contacts'>,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'subdomain'>,
  query: ContactsQuery,
): Promise<{ filename: string; csv: string }> {
  const contacts = await withChildren(deps, club.id, await deps.contacts.all(club.id, criteriaOf(query)));
  const rows = contacts.map((c) => [
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    localDateOf(c.joinedAt, club.timeZone),
    c.children.map((child) => `${child.firstName} ${child.lastName} (${child.dateOfBirth})`).join('; '),
  ]);
  return { filename: `${club.subdomain}-contacts.csv`, csv: toCsv(HEADER, rows) };
}
