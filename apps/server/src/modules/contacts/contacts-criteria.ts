import { contactFilterKeys, type ContactsQuery } from '@clubroom/domain/api';
import type { ContactsDeps } from './contacts-deps.js';
import type { ContactsCriteria } from './contacts.repository.js';

/** The list's query as the repository's criteria: its one place filter (the schema refuses two), search and sort. */
export function criteriaOf(query: ContactsQuery): ContactsCriteria {
  const key = contactFilterKeys.find((k) => query[k] !== undefined);
  return {
    filter: key ? { key, id: query[key]! } : null,
    search: query.search || null,
    sort: query.sort,
    among: null,
  };
}

/**
 * The criteria with the contact attribute filter applied: only the parents whose value of the attribute contains
 * the text (any value when none is given). Another club's attribute matches nobody: values are read by club.
 */
export async function criteriaFor(
  deps: Pick<ContactsDeps, 'attributes'>,
  clubId: number,
  query: ContactsQuery,
): Promise<ContactsCriteria> {
  const criteria = criteriaOf(query);
  if (query.attributeId === undefined) return criteria;
  return {
    ...criteria,
    among: await deps.attributes.parentsWith(clubId, query.attributeId, query.attributeValue ?? ''),
  };
}
