import {
  adminCampsApi,
  adminOrdersApi,
  adminScheduleApi,
  clientHomeApi,
  contactsApi,
  messagingApi,
  paySettingsApi,
  pathOf,
  registersApi,
  scheduleApi,
  type RouteDefinition,
} from '@clubroom/domain/api';
import type { clubPages } from '@clubroom/domain/pages';

/** A GET the page makes as it opens, with the query the web app sends (in the order it sends it). */
interface PageCall {
  route: RouteDefinition;
  query?: Record<string, string>;
}

/**
 * The answers an admin page waits for before it is usable, when opened at its bare address (no query string): the
 * server names them in the page's HTML (`<link rel="preload" as="fetch">`), so they are asked for with the HTML,
 * not once the page's code has run; the app's own call, to the same address, takes the preloaded answer.
 * `e2e/first-load.test.ts` opens each and fails when the app asks for one again (its address changed).
 */
const adminPageCalls: Partial<Record<keyof typeof clubPages, PageCall[]>> = {
  cmsHome: [{ route: clientHomeApi.clientHome }],
  registers: [{ route: registersApi.registersList }],
  scheduleAdmin: [{ route: adminCampsApi.adminCamps }, { route: adminScheduleApi.adminTerms }],
  contacts: [
    { route: adminScheduleApi.adminTerms },
    { route: scheduleApi.currentSchedule },
    { route: contactsApi.allContacts },
  ],
  adminOrders: [
    { route: adminOrdersApi.adminOrdersList, query: { page: '1', sort: 'created', direction: 'desc' } },
    { route: adminScheduleApi.adminTerms },
  ],
  messageLog: [
    { route: messagingApi.messagingSettings },
    { route: messagingApi.messageLog, query: { view: 'current' } },
  ],
  settingsPhotoPermissions: [{ route: paySettingsApi.photoPermissionsOverview }],
};

/** The calls a club's page makes as it opens at `url`: none for an address with a query, which changes them. */
export function pageCallsOf(page: string, url: string): { operationId: string; url: string }[] {
  if (url.includes('?')) return [];
  return (adminPageCalls[page as keyof typeof clubPages] ?? []).map(({ route, query }) => ({
    operationId: route.operationId,
    url: pathOf(route) + (query ? `?${new URLSearchParams(query).toString()}` : ''),
  }));
}
