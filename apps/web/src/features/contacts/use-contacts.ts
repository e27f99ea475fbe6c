import type { AddContactBody, ContactChildBody } from '@clubroom/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as contactsRoutes from '../../lib/api-routes/contacts';
import { PRIVATE } from '../../lib/private-query';
import { queryOf, type ContactsView } from './contacts-view';

/** One page of contacts; the previous page stays on screen while the next loads. */
export const useContacts = (view: ContactsView) =>
  useQuery({ ...apiQuery(contactsRoutes.allContacts, { query: queryOf(view) }), placeholderData: keepPreviousData });

export function useContact(parentId: number) {
  const query = useQuery({
    ...apiQuery(contactsRoutes.contactDetail, { params: { parentId } }),
    retry: (count, err) => !isNotFound(err) && count < 1,
  });
  return { ...query, notFound: isNotFound(query.error) };
}

/** After a change, the contact and the lists are read again. */
function useInvalidateContacts() {
  const client = useQueryClient();
  return (parentId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeyOf(contactsRoutes.contactDetail, { params: { parentId } }) }),
      // Every page and filter of the list.
      client.invalidateQueries({ queryKey: [PRIVATE, contactsRoutes.allContacts.operationId] }),
    ]);
}

export function useEditContactChild(parentId: number, childId: number) {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (body: ContactChildBody) =>
      callApi(contactsRoutes.editContactChild, { params: { parentId, childId }, body }),
    onSuccess: () => invalidate(parentId),
  });
}

export function useRemoveContact(parentId: number) {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: () => callApi(contactsRoutes.removeContact, { params: { parentId } }),
    onSuccess: () => invalidate(parentId),
  });
}

export function useAddContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (body: AddContactBody) => callApi(contactsRoutes.addContact, { body }),
    onSuccess: ({ parentId }) => invalidate(parentId),
  });
}
