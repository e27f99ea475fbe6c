import type { AttendanceStatus, CampBody, CampDayBookingsResponse } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isCanonicalId } from '@clubroom/domain/rules';
import { apiQuery, callApi, isNotFound, queryKeyOf } from '../../lib/api-client';
import * as campRoutes from '../../lib/api-routes/admin-camps';
import { invalidateVenues } from '../venues/use-venues';

export const useAdminCamps = () => useQuery(apiQuery(campRoutes.adminCamps));
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

/** A change to the camps: once done, the camps on screen are read again, and the venues (what is held at each). */
function useCampChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf(campRoutes.adminCamps) }),
        invalidateVenues(client),
      ]),
  });
}

/** Adds a camp (no campId) or changes one. */
export const useSaveCamp = () =>
  useCampChange(({ campId, body }: { campId?: number; body: CampBody }) =>
    campId === undefined
      ? callApi(campRoutes.createCamp, { body })
      : callApi(campRoutes.updateCamp, { params: { campId }, body }),
  );

export const useDeleteCamp = () =>
  useCampChange((campId: number) => callApi(campRoutes.deleteCamp, { params: { campId } }));

/** One camp for its edit page, in the shape `ResourceState` takes. */
export function useAdminCamp(campId: string | undefined) {
  const valid = campId !== undefined && isCanonicalId(campId);
  const camp = useQuery({
    ...apiQuery(campRoutes.adminCamp, { params: { campId: campId ?? '0' } }),
    enabled: valid,
    retry: (count, err) => !isNotFound(err) && count < 2,
  });
  return {
    data: camp.data?.camp,
    notFound: !valid || isNotFound(camp.error),
    isError: camp.isError,
    refetch: camp.refetch,
  };
}
