import type { AttendanceStatus, CampDayBookingsResponse } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as campRoutes from '../../lib/api-routes/admin-camps';

export const useCampWeekDays = (campId: number, weekId: number) =>
  useQuery(apiQuery(campRoutes.campWeekDays, { params: { campId, weekId } }));
export const useCampDayBookings = (campId: number, weekId: number, dayOfWeek: number | undefined) =>
  useQuery({
    ...apiQuery(campRoutes.campDayBookings, { params: { campId, weekId, dayOfWeek: String(dayOfWeek ?? 1) } }),
    enabled: dayOfWeek !== undefined,
  });

/**
 * Marks one child on a camp day's register, as a run's register does (`useMarkAttendance`): shown at
 * once, put back if the server refuses; one child's marks are sent one after the other.
 */
export function useMarkCampAttendance(campId: number, weekId: number, dayOfWeek: number, childId: number) {
  const client = useQueryClient();
  const key = queryKeyOf(campRoutes.campDayBookings, { params: { campId, weekId, dayOfWeek: String(dayOfWeek) } });
  const set = (status: AttendanceStatus | null) =>
    client.setQueryData<CampDayBookingsResponse>(
      key,
      (day) => day && { ...day, children: day.children.map((c) => (c.childId === childId ? { ...c, status } : c)) },
    );
  return useMutation({
    scope: { id: `camp-attendance-${campId}-${weekId}-${dayOfWeek}-${childId}` },
    mutationFn: (status: AttendanceStatus) =>
      callApi(campRoutes.markCampAttendance, {
        params: { campId, weekId, dayOfWeek: String(dayOfWeek) },
        body: { childId, status },
      }),
    onMutate: async (status: AttendanceStatus) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<CampDayBookingsResponse>(key)?.children.find((c) => c.childId === childId);
      set(status);
      return { before: before?.status ?? null };
    },
    onError: (_err, _status, context) => {
      if (context) set(context.before);
    },
  });
}
