import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';
import * as cancellationRoutes from '../../lib/api-routes/cancellation';
import * as creditRoutes from '../../lib/api-routes/credit';
import * as parentBookingsRoutes from '../../lib/api-routes/parent-bookings';
import * as waitingListRoutes from '../../lib/api-routes/waiting-list';
import { PRIVATE } from '../../lib/private-query';

/**
 * After cancelling or leaving: the bookings (every page), the sessions, the waiting lists, the
 * basket (a place offered from a waiting list was held there) and the family's credit read again.
 */
function useRefreshBookings() {
  const client = useQueryClient();
  const routes = [
    parentBookingsRoutes.parentBookings,
    parentBookingsRoutes.upcomingSessions,
    parentBookingsRoutes.familyWaitingLists,
    bookingRoutes.basket,
    creditRoutes.familyCredit,
  ];
  return () => Promise.all(routes.map((route) => client.invalidateQueries({ queryKey: [PRIVATE, route.operationId] })));
}

export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (bookingRef: string) => callApi(cancellationRoutes.cancelBooking, { body: { bookingRef } }),
    onSuccess: refresh,
  });
}

export function useLeaveWaitingList() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (entryId: number) => callApi(waitingListRoutes.leaveWaitingList, { body: { entryId } }),
    onSuccess: refresh,
  });
}
