import { contactFilterKeys, type ContactsQuery } from '@clubroom/domain/api';
import type { ContactsCriteria } from './contacts.repository.js';

/** The list's query as the repository's criteria: its one filter (the schema refuses two), search and sort. */
export function criteriaOf(query: ContactsQuery): ContactsCriteria {
  const key = contactFilterKeys.find((k) => query[k] !== undefined);
  return {
    filter: key ? { key, id: query[key]! } : null,
    search: query.search || null,
    sort: query.sort,
  };
}
