import type { BookCampForFamilyBody, BookRunForFamilyBody, InviteToRunBody } from '@clubroom/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as adminBookingsRoutes from '../../lib/api-routes/admin-bookings';
import * as contactsRoutes from '../../lib/api-routes/contacts';
import * as scheduleRoutes from '../../lib/api-routes/schedule';

/** The run being booked or invited to: its name, and its prices and sessions left (the confirm step's price). */
export function useRun(runId: number) {
  const query = useQuery(apiQuery(scheduleRoutes.runInfo, { params: { runId } }));
  return { ...query, notFound: isNotFound(query.error) };
}

/** The camp being booked: its weeks, days and prices. */
export function useCamp(campId: number) {
  const query = useQuery(apiQuery(scheduleRoutes.campInfo, { params: { campId } }));
  return { ...query, notFound: isNotFound(query.error) };
}

export const useBookCampForFamily = (campId: number) =>
  useMutation({
    mutationFn: (body: BookCampForFamilyBody) =>
      callApi(adminBookingsRoutes.bookCampForFamily, { params: { campId }, body }),
  });

/** The club's contacts matching a search, with their children: whom to book for, or invite. */
export const useContactSearch = (search: string) =>
  useQuery({
    ...apiQuery(contactsRoutes.allContacts, { query: { search: search || undefined, page: 1 } }),
    placeholderData: keepPreviousData,
  });

export const useBookRunForFamily = (runId: number) =>
  useMutation({
    mutationFn: (body: BookRunForFamilyBody) =>
      callApi(adminBookingsRoutes.bookRunForFamily, { params: { runId }, body }),
  });

/** What families are invited to: a run or a camp. */
export type InviteTarget = { kind: 'run'; runId: number } | { kind: 'camp'; campId: number };

const invitationsQuery = (target: InviteTarget) =>
  target.kind === 'run'
    ? apiQuery(adminBookingsRoutes.runInvitations, { params: { runId: target.runId } })
    : apiQuery(adminBookingsRoutes.campInvitations, { params: { campId: target.campId } });

/** Who was invited to the run or camp, newest first, and whether it is invite only. */
export const useInvitations = (target: InviteTarget) => useQuery(invitationsQuery(target));

/** Sends the invitations (recorded by the server); the list of who was invited is read again. */
export function useInvite(target: InviteTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteToRunBody): Promise<{ sent: string[] }> =>
      target.kind === 'run'
        ? callApi(adminBookingsRoutes.inviteToRun, { params: { runId: target.runId }, body })
        : callApi(adminBookingsRoutes.inviteToCamp, { params: { campId: target.campId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsQuery(target).queryKey }),
  });
}

/** Removes an invitation; the list is read again. */
export function useRemoveInvitation(target: InviteTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => callApi(adminBookingsRoutes.removeInvitation, { params: { invitationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsQuery(target).queryKey }),
  });
}

export function useAdminBooking(bookingRef: string) {
  const query = useQuery(apiQuery(adminBookingsRoutes.adminBooking, { params: { bookingRef } }));
  return { ...query, notFound: isNotFound(query.error) };
}

/** Cancels the booking; its answer replaces the booking on screen. */
export function useCancelAdminBooking(bookingRef: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(adminBookingsRoutes.cancelAdminBooking, { params: { bookingRef } }),
    onSuccess: (booking) =>
      client.setQueryData(queryKeyOf(adminBookingsRoutes.adminBooking, { params: { bookingRef } }), booking),
  });
}

/** Adds a day of the camp week to the booking, or removes one; the answer's booking replaces the one on screen. */
export function useAmendCampBooking(bookingRef: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ change, dayId, paidOffline }: { change: 'add' | 'remove'; dayId: number; paidOffline: boolean }) =>
      change === 'add'
        ? callApi(adminBookingsRoutes.addCampBookingDay, { params: { bookingRef }, body: { dayId, paidOffline } })
        : callApi(adminBookingsRoutes.removeCampBookingDay, { params: { bookingRef }, body: { dayId } }),
    onSuccess: ({ booking }) =>
      client.setQueryData(queryKeyOf(adminBookingsRoutes.adminBooking, { params: { bookingRef } }), booking),
  });
}
