import type { VenueBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as adminScheduleRoutes from '../../lib/api-routes/admin-schedule';
import * as venuesRoutes from '../../lib/api-routes/venues';

export const useVenues = () => useQuery(apiQuery(venuesRoutes.adminVenues));

/** The venues read again after a run or camp changed: each lists what is held there, and a new venue may be one. */
export const invalidateVenues = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeyOf(venuesRoutes.adminVenues) });

/** A change to the venues: the list is read again, and the schedule's terms (their runs name the venue). */
function useVenueChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        invalidateVenues(client),
        client.invalidateQueries({ queryKey: queryKeyOf(adminScheduleRoutes.adminTerms) }),
      ]),
  });
}

/** Adds a venue (no venueId) or changes one. */
export const useSaveVenue = () =>
  useVenueChange(({ venueId, body }: { venueId?: number; body: VenueBody }) =>
    venueId === undefined
      ? callApi(venuesRoutes.createVenue, { body })
      : callApi(venuesRoutes.updateVenue, { params: { venueId }, body }),
  );

export const useDeleteVenue = () =>
  useVenueChange((venueId: number) => callApi(venuesRoutes.deleteVenue, { params: { venueId } }));
