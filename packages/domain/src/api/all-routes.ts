import { authApi } from './auth.js';
import { bookingApi } from './booking.js';
import { clubsApi } from './clubs.js';
import type { RouteDefinition } from './define-route.js';
import { geocodingApi } from './geocoding.js';
import { peopleApi } from './people.js';
import { platformApi } from './platform.js';
import { scheduleApi } from './schedule.js';
import { termsOfUseApi } from './terms-of-use.js';

/** Every route of the API by operation id: each area's routes are keyed by their operation ids. */
export const allRoutes: Readonly<Record<string, RouteDefinition>> = {
  ...scheduleApi,
  ...clubsApi,
  ...geocodingApi,
  ...termsOfUseApi,
  ...platformApi,
  ...authApi,
  ...peopleApi,
  ...bookingApi,
};

/** The areas' route lists, for checks that every operation id is used once. */
export const routesByArea: Readonly<Record<string, Readonly<Record<string, RouteDefinition>>>> = {
  schedule: scheduleApi,
  clubs: clubsApi,
  geocoding: geocodingApi,
  termsOfUse: termsOfUseApi,
  platform: platformApi,
  auth: authApi,
  people: peopleApi,
  booking: bookingApi,
};
