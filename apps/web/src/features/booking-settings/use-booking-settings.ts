import type { BookingSettingsForm } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as routes from '../../lib/api-routes/booking-settings';

/** The club's booking settings. */
export const useBookingSettings = () =>
  useQuery({ ...apiQuery(routes.clubBookingSettings), select: (answer) => answer.data });

/** Saves them all; the page reads the saved values back. */
export function useSaveBookingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: BookingSettingsForm) => callApi(routes.saveClubBookingSettings, { body: values }),
    onSuccess: (answer) => client.setQueryData(queryKeyOf(routes.clubBookingSettings), answer),
  });
}
