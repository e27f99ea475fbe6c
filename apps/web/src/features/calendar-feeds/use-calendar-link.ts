import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as calendarFeedsRoutes from '../../lib/api-routes/calendar-feeds';

/** Whether the signed-in person has a live calendar link, and since when (its address is never answered again). */
export const useCalendarLink = () => useQuery({ ...apiQuery(calendarFeedsRoutes.calendarLink), staleTime: 0 });

/** Issues a new link (the old one stops working) or revokes it; either way the status is read again. */
export function useCalendarLinkChange<T>(change: () => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(calendarFeedsRoutes.calendarLink) }),
  });
}

export const issueCalendarLink = () => callApi(calendarFeedsRoutes.issueCalendarLink);
export const revokeCalendarLink = () => callApi(calendarFeedsRoutes.revokeCalendarLink);
