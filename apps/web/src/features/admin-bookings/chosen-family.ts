import type { ContactDetail } from '@clubroom/domain/api';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { apiQuery } from '../../lib/api-client';
import * as contactsRoutes from '../../lib/api-routes/contacts';

/** Who was chosen: carried from the first step to the confirm step in router state, for an instant display. */
export interface Chosen {
  childNames: string[];
  parentName: string;
}

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** The confirm step's query for a family's children: the parent's id, then `childId` once for each child. */
export const familyQuery = (parentId: number, childIds: number[]) =>
  [`parentId=${parentId}`, ...childIds.map((id) => `childId=${id}`)].join('&');

/** The names of the chosen children (in the order asked) and their parent, from the parent's contact. */
export const chosenOf = (contact: ContactDetail, childIds: number[]): Chosen => ({
  childNames: childIds
    .map((id) => contact.children.find((c) => c.personId === id))
    .flatMap((c) => (c ? [nameOf(c)] : [])),
  parentName: nameOf(contact.parent),
});

/** The parent named in the confirm step's address, or null (the step then is not shown: children are chosen again). */
export function familyParentId(params: URLSearchParams): number | null {
  const parentId = params.get('parentId') ?? '';
  return isCanonicalId(parentId) ? Number(parentId) : null;
}

/**
 * The chosen family on the confirm step: from router state when the step was reached by choosing,
 * otherwise (a reload, a link) read from the parent's contact named in the address, so the page
 * names the children and their parent either way. `words` is what to show in their place until then.
 */
export function useChosenFamily(childIds: number[]): { chosen: Chosen | null; words: 'loading' | 'failed' } {
  const state = useLocation().state as Chosen | null;
  const parentId = familyParentId(useSearchParams()[0]) ?? 0;
  const contact = useQuery({
    ...apiQuery(contactsRoutes.contactDetail, { params: { parentId } }),
    enabled: !state && parentId > 0,
  });
  const chosen = state ?? (contact.data ? chosenOf(contact.data, childIds) : null);
  return { chosen, words: contact.isError ? 'failed' : 'loading' };
}
