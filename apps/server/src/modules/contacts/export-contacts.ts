import type { ContactsQuery } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { criteriaFor } from './contacts-criteria.js';
import type { ContactsDeps } from './contacts-deps.js';
import { toCsv } from '../../lib/csv.js';
import { withChildren } from './list-contacts.js';

const HEADER = ['First name', 'Last name', 'Email', 'Phone', 'Joined', 'Children'] as const;

/** The CSV of every contact the list's filters match (no paging), joined dates in the club's time. */
export async function exportContacts(
  deps: Pick<ContactsDeps, 'contacts' | 'familyColumns' | 'attributes'>,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'subdomain'>,
  query: ContactsQuery,
): Promise<{ filename: string; csv: string }> {
  const contacts = await withChildren(
    deps,
    club.id,
    await deps.contacts.all(club.id, await criteriaFor(deps, club.id, query)),
  );
  // The family's answers and contact attributes (a child's answers are on the register, one row a child).
  const families = await deps.familyColumns(
    club.id,
    contacts.map((c) => c.parentId),
    { childQuestions: false },
  );
  const rows = contacts.map((c) => [
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    localDateOf(c.joinedAt, club.timeZone),
    c.children.map((child) => `${child.firstName} ${child.lastName} (${child.dateOfBirth})`).join('; '),
    ...families.map((column) => column.valueFor(c.parentId, null)),
  ]);
  return {
    filename: `${club.subdomain}-contacts.csv`,
    csv: toCsv([...HEADER, ...families.map((c) => c.header)], rows),
  };
}
