import type { ClientSettingsBody, ClubSettings, ClubTheme, SetThemeBody } from '@clubroom/domain/api';
import { textColourOn } from '@clubroom/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as clubProfileRoutes from '../../lib/api-routes/club-profile';
import * as platformRoutes from '../../lib/api-routes/platform';

export const useClubSettings = () => useQuery(apiQuery(clubProfileRoutes.clientSettings));
export const useThemes = () => useQuery({ ...apiQuery(clubProfileRoutes.clubThemes), staleTime: Infinity });
export const useTimeZones = () => useQuery({ ...apiQuery(platformRoutes.timeZones), staleTime: Infinity });

/** Puts a change into the page's copy of the settings. */
function useUpdateSettings() {
  const client = useQueryClient();
  return (change: (settings: ClubSettings) => ClubSettings) =>
    client.setQueryData<{ data: ClubSettings }>(queryKeyOf(clubProfileRoutes.clientSettings), (old) =>
      old ? { data: change(old.data) } : old,
    );
}

/** The admin's own pages take the new colours at once (the server writes them into every page it serves next). */
function applyTheme({ colours }: ClubTheme) {
  const root = document.documentElement.style;
  root.setProperty('--club-primary', `#${colours.primary}`);
  root.setProperty('--club-on-primary', textColourOn(colours.primary));
  root.setProperty('--club-secondary', `#${colours.secondary}`);
  root.setProperty('--club-panel', `#${colours.panel}`);
}

export function useSetTheme() {
  const update = useUpdateSettings();
  return useMutation({
    mutationFn: (body: SetThemeBody) => callApi(clubProfileRoutes.setClubTheme, { body }),
    onSuccess: ({ data }) => {
      applyTheme(data);
      update((settings) => ({ ...settings, theme: data, hasCustomSkin: data.hasCustomSkin }));
    },
  });
}

/** Saves the details, then the time zone when it changed. */
export function useSaveSettings() {
  const update = useUpdateSettings();
  return useMutation({
    mutationFn: async ({ body, timezone }: { body: ClientSettingsBody; timezone?: string }) => {
      const { data } = await callApi(clubProfileRoutes.saveClientSettings, { body });
      if (timezone === undefined || timezone === data.timezone) return data;
      const zone = await callApi(clubProfileRoutes.setClubTimezone, { body: { timezone } });
      return { ...data, timezone: zone.data };
    },
    onSuccess: (data) => update(() => data),
  });
}

export function useLogoSaved() {
  const update = useUpdateSettings();
  return (logoUrl: string) => update((settings) => ({ ...settings, logoUrl }));
}
