import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as parentBookingsRoutes from '../../lib/api-routes/parent-bookings';

/** How many bookings each page of the list asks for. */
const PAGE_SIZE = 50;

/** The sessions the family's children are booked into, soonest first (the next 8 weeks). */
export const useUpcomingSessions = () => useQuery(apiQuery(parentBookingsRoutes.upcomingSessions));

/** The family's open waiting-list entries at this club. */
export const useFamilyWaitingLists = () => useQuery(apiQuery(parentBookingsRoutes.familyWaitingLists));

/** The family's bookings at this club, newest first, a page at a time (`fetchNextPage` while `hasNextPage`). */
export function useParentBookings() {
  return useInfiniteQuery({
    queryKey: queryKeyOf(parentBookingsRoutes.parentBookings, { params: { offset: 0, limit: PAGE_SIZE } }),
    queryFn: ({ pageParam }) =>
      callApi(parentBookingsRoutes.parentBookings, { params: { offset: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.bookings.length;
      return next < last.total && last.bookings.length > 0 ? next : undefined;
    },
  });
}
