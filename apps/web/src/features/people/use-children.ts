import type { AddChildBody, Child, ChildDetailsBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as peopleRoutes from '../../lib/api-routes/people';
import { PRIVATE } from '../../lib/private-query';
import { uploadChildPhoto } from './upload-child-photo';

type ChildrenAnswer = { children: Child[]; specialCategoryConsent: boolean };

/** The parent's children, and whether their special-category consent stands. */
export function useChildren() {
  return useQuery(apiQuery(peopleRoutes.parentChildren));
}

/** One of the parent's children (`notFound` when it is not theirs, or no longer exists). */
export function useChild(personId: number) {
  const query = useQuery({
    ...apiQuery(peopleRoutes.child, { params: { personId } }),
    retry: (count, err) => !isNotFound(err) && count < 1,
  });
  return { ...query, notFound: isNotFound(query.error) };
}

/** After a change to a child: the list and the child's page read again. */
function useRefreshChildren() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeyOf(peopleRoutes.parentChildren) }),
      client.invalidateQueries({ queryKey: queryKeyOf(peopleRoutes.userDetail) }),
      client.invalidateQueries({ queryKey: [PRIVATE, peopleRoutes.child.operationId] }),
    ]);
}

export function useAddChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (body: AddChildBody) => callApi(peopleRoutes.addChild, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateChild(personId: number) {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (body: ChildDetailsBody) => callApi(peopleRoutes.updateChild, { params: { personId }, body }),
    onSuccess: refresh,
  });
}

export function useRemoveChild(personId: number) {
  const client = useQueryClient();
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: () => callApi(peopleRoutes.removeChild, { params: { personId } }),
    onSuccess: async () => {
      // Gone from the list at once, so the account page never shows it while it reads the list again.
      client.setQueryData(
        queryKeyOf(peopleRoutes.parentChildren),
        (list?: ChildrenAnswer) =>
          list && { ...list, children: list.children.filter((child) => child.personId !== personId) },
      );
      client.removeQueries({ queryKey: queryKeyOf(peopleRoutes.child, { params: { personId } }) });
      await refresh();
    },
  });
}

export function useUploadChildPhoto(personId: number) {
  const refresh = useRefreshChildren();
  return useMutation({ mutationFn: (file: File) => uploadChildPhoto(personId, file), onSuccess: refresh });
}

/** This club's photo and video answer for the child (`data: null` until answered). */
export function usePhotoPermission(personId: number) {
  return useQuery(apiQuery(peopleRoutes.photoPermission, { body: { personId } }));
}

export function useUpdatePhotoPermission(personId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ status, clientId }: { status: '1' | '0'; clientId: number }) =>
      callApi(peopleRoutes.updatePhotoPermission, { body: { personId, status, clientId } }),
    onSuccess: (answer) =>
      client.setQueryData(queryKeyOf(peopleRoutes.photoPermission, { body: { personId } }), answer),
  });
}
