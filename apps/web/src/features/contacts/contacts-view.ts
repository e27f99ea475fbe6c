import {
  MAX_CHOSEN_CONTACTS,
  contactFilterKeys,
  contactSorts,
  pathOf,
  type ContactFilterKey,
  type ContactSort,
  type ContactsQueryInput,
  type MessageAudience,
} from '@clubroom/domain/api';
import { clubPages } from '@clubroom/domain/pages';
import { exportContacts } from '../../lib/api-routes/contacts';
import { positiveOf, queryStringOf } from '../../lib/list-query';

/** The list's state, held in the page's query string so a link or a reload keeps it. */
export interface ContactsView {
  filter: { key: ContactFilterKey; id: number } | null;
  /** A contact attribute whose value contains the text ('' for any value), or null. */
  attribute: { id: number; value: string } | null;
  search: string;
  sort: ContactSort;
  page: number;
}

export function viewOf(params: URLSearchParams): ContactsView {
  const key = contactFilterKeys.find((k) => positiveOf(params.get(k)) !== null);
  const sort = params.get('sort');
  const attributeId = positiveOf(params.get('attributeId'));
  return {
    filter: key ? { key, id: positiveOf(params.get(key))! } : null,
    attribute: attributeId === null ? null : { id: attributeId, value: params.get('attributeValue') ?? '' },
    search: params.get('search') ?? '',
    sort: contactSorts.includes(sort as ContactSort) ? (sort as ContactSort) : 'name',
    page: positiveOf(params.get('page')) ?? 1,
  };
}

/** The view as the API's query (and the page's own query string): only what differs from the defaults. */
export function queryOf(view: ContactsView): ContactsQueryInput {
  return {
    ...(view.filter && { [view.filter.key]: String(view.filter.id) }),
    ...(view.attribute && { attributeId: String(view.attribute.id) }),
    ...(view.attribute?.value.trim() && { attributeValue: view.attribute.value.trim() }),
    ...(view.search.trim() && { search: view.search.trim() }),
    ...(view.sort !== 'name' && { sort: view.sort }),
    ...(view.page > 1 && { page: view.page }),
  };
}

export const searchOf = (view: ContactsView) => queryStringOf(queryOf(view));

/** The CSV of the same list and filters, every page. */
export const csvHrefOf = (view: ContactsView) => {
  const search = searchOf({ ...view, page: 1 });
  return pathOf(exportContacts) + (search ? `?${search}` : '');
};

/**
 * A message to the contacts the list shows, every page: its place filter, contact attribute filter and search, which
 * the server applies again.
 */
export const messageHrefOf = (view: ContactsView) => {
  const search = searchOf({ ...view, sort: 'name', page: 1 });
  return clubPages.messageContacts.path + (search ? `?${search}` : '');
};

/** The message audience of the list's filters and search (what the composer sends; the server applies it again). */
export const contactsAudienceOf = (view: ContactsView): Extract<MessageAudience, { kind: 'contacts' }> => ({
  kind: 'contacts',
  ...(view.filter && { [view.filter.key]: view.filter.id }),
  ...(view.attribute && { attributeId: view.attribute.id }),
  ...(view.attribute?.value.trim() && { attributeValue: view.attribute.value.trim() }),
  ...(view.search.trim() && { search: view.search.trim() }),
});

/** A message to contacts ticked one by one: their ids in the composer's address (`?ids=3,7,12`). */
export const chosenMessageHrefOf = (ids: readonly number[]) => `${clubPages.messageContacts.path}?ids=${ids.join(',')}`;

/** The contacts ticked one by one that the composer's address names; null when it names none (or too many). */
export function chosenIdsOf(params: URLSearchParams): number[] | null {
  const given = params.get('ids');
  if (!given) return null;
  const ids = [...new Set(given.split(',').map((id) => positiveOf(id)))];
  if (ids.some((id) => id === null) || ids.length > MAX_CHOSEN_CONTACTS) return null;
  return ids as number[];
}
