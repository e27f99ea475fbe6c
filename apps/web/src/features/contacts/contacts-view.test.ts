import { describe, expect, it } from 'vitest';
import {
  chosenIdsOf,
  chosenMessageHrefOf,
  contactsAudienceOf,
  csvHrefOf,
  messageHrefOf,
  queryOf,
  searchOf,
  viewOf,
} from './contacts-view';

const viewAt = (search: string) => viewOf(new URLSearchParams(search));

describe("the contacts list's view, held in the query string", () => {
  it('defaults to the whole schedule, sorted by name, page 1', () => {
    expect(viewAt('')).toEqual({ filter: null, attribute: null, search: '', sort: 'name', page: 1 });
    expect(queryOf(viewAt(''))).toEqual({});
  });

  it('reads one filter, the search, the sort and the page', () => {
    expect(viewAt('campWeekId=7&search=ann&sort=-created&page=3')).toEqual({
      filter: { key: 'campWeekId', id: 7 },
      attribute: null,
      search: 'ann',
      sort: '-created',
      page: 3,
    });
  });

  it('ignores values the API would refuse', () => {
    expect(viewAt('runId=abc&sort=email&page=0&attributeId=x')).toEqual({
      filter: null,
      attribute: null,
      search: '',
      sort: 'name',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, the search trimmed', () => {
    const view = {
      filter: { key: 'termId' as const, id: 4 },
      attribute: null,
      search: ' zoe ',
      sort: 'name' as const,
      page: 2,
    };
    expect(searchOf(view)).toBe('termId=4&search=zoe&page=2');
  });

  it('links the CSV of the same filters, every page', () => {
    expect(csvHrefOf({ filter: { key: 'runId', id: 9 }, attribute: null, search: '', sort: '-name', page: 5 })).toBe(
      '/api/v4/contacts/export.csv?runId=9&sort=-name',
    );
    expect(csvHrefOf(viewAt(''))).toBe('/api/v4/contacts/export.csv');
  });

  it('messages the contacts of the same filter and search: no sort, no page', () => {
    const view = { filter: { key: 'campWeekId' as const, id: 3 }, attribute: null, search: ' amy ' };
    expect(messageHrefOf({ ...view, sort: '-created', page: 4 })).toBe(
      '/cms/messages/send/contacts?campWeekId=3&search=amy',
    );
    expect(messageHrefOf(viewAt(''))).toBe('/cms/messages/send/contacts');
  });

  it("reads a contact attribute's filter (any value, or a text) and writes it to the list's and CSV's query", () => {
    expect(viewAt('attributeId=5').attribute).toEqual({ id: 5, value: '' });
    const view = viewAt('attributeId=5&attributeValue=M-04&runId=2');
    expect(view.attribute).toEqual({ id: 5, value: 'M-04' });
    expect(searchOf(view)).toBe('runId=2&attributeId=5&attributeValue=M-04');
    expect(csvHrefOf(view)).toBe('/api/v4/contacts/export.csv?runId=2&attributeId=5&attributeValue=M-04');
    // A message goes by the same filters: the composer's audience names them for the server to apply again.
    expect(messageHrefOf(view)).toBe('/cms/messages/send/contacts?runId=2&attributeId=5&attributeValue=M-04');
    expect(contactsAudienceOf(viewAt('attributeId=5&attributeValue=%20M-04%20&search=amy'))).toEqual({
      kind: 'contacts',
      attributeId: 5,
      attributeValue: 'M-04',
      search: 'amy',
    });
    expect(contactsAudienceOf(viewAt('attributeId=5'))).toEqual({ kind: 'contacts', attributeId: 5 });
  });
});

describe('contacts ticked one by one', () => {
  const idsAt = (search: string) => chosenIdsOf(new URLSearchParams(search));

  it("names them in the composer's address, and reads them back once each", () => {
    expect(chosenMessageHrefOf([3, 7, 12])).toBe('/cms/messages/send/contacts?ids=3,7,12');
    expect(idsAt('ids=3,7,12')).toEqual([3, 7, 12]);
    expect(idsAt('ids=3,3,7')).toEqual([3, 7]);
  });

  it('names none without ids, with a bad id, or with too many (the list filter then)', () => {
    expect(idsAt('runId=4')).toBeNull();
    expect(idsAt('ids=3,x')).toBeNull();
    expect(idsAt('ids=0')).toBeNull();
    expect(idsAt(`ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`)).toBeNull();
  });
});
