// Generated from packages/domain/src/api by apps/web/api-routes-plugin.ts whenever the app is built or served:
// do not edit.
export const responseSchemaLoaders = {
  schedule: () => import('./schedule/response-schemas'),
  clubs: () => import('./clubs/response-schemas'),
  geocoding: () => import('./geocoding/response-schemas'),
  'terms-of-use': () => import('./terms-of-use/response-schemas'),
  platform: () => import('./platform/response-schemas'),
  auth: () => import('./auth/response-schemas'),
  people: () => import('./people/response-schemas'),
  booking: () => import('./booking/response-schemas'),
  'waiting-list': () => import('./waiting-list/response-schemas'),
  cancellation: () => import('./cancellation/response-schemas'),
  'parent-bookings': () => import('./parent-bookings/response-schemas'),
  payments: () => import('./payments/response-schemas'),
  subscriptions: () => import('./subscriptions/response-schemas'),
  'saved-cards': () => import('./saved-cards/response-schemas'),
  'admin-schedule': () => import('./admin-schedule/response-schemas'),
  registers: () => import('./registers/response-schemas'),
  'client-home': () => import('./client-home/response-schemas'),
};
