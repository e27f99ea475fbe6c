import { bookingSettingsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import type { BookingDeps } from './booking-deps.js';
import { clubBookingSettings, saveClubBookingSettings } from './club-booking-settings.js';

/** The club's booking settings page: reading and saving them. */
export function bookingSettingsRoutes(app: FastifyInstance, deps: BookingDeps): void {
  registerRoute(app, bookingSettingsApi.clubBookingSettings, async ({ club }) => ({
    data: await clubBookingSettings(deps, club),
  }));
  registerRoute(app, bookingSettingsApi.saveClubBookingSettings, async ({ club, body }) => ({
    data: await saveClubBookingSettings(deps, club, body),
  }));
}
