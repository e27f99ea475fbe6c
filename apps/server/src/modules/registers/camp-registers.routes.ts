import { adminCampsApi, campEditsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { csvAttachment } from '../../lib/csv.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { CampRegistersDeps } from './camp-registers-deps.js';
import { campDayBookings } from './camp-day-bookings.js';
import { campEmergencyContacts, campEmergencyContactsCsv } from './camp-emergency-contacts.js';
import { campRegister } from './camp-register.js';
import { campWeekRegisterCsv } from './camp-week-register-csv.js';
import { markCampAttendance } from './mark-camp-attendance.js';

/** A camp's registers: its days' registers and marks, the whole camp's, the week's CSV and its emergency contacts. */
export function campRegistersRoutes(app: FastifyInstance, deps: CampRegistersDeps): void {
  const api = adminCampsApi;
  registerRoute(app, api.campWeekDays, async ({ request, club, params }) => {
    await deps.openCampRegister(club, requireAuth(request), params.campId);
    const { camp, week } = await deps.camps.week(club, params.campId, params.weekId);
    return { className: camp.className, weekName: week.name, days: week.days };
  });
  registerRoute(app, api.campDayBookings, async ({ request, club, params }) =>
    campDayBookings(deps, club, requireAuth(request), params),
  );
  registerRoute(app, api.markCampAttendance, async ({ request, club, params, body }) =>
    markCampAttendance(deps, club, requireAuth(request), params, body),
  );
  registerRoute(app, api.campWeekRegisterCsv, async ({ request, club, params, reply }) => {
    const { name, csv } = await campWeekRegisterCsv(deps, club, requireAuth(request), params);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment(name))
      .send(csv);
  });
  registerRoute(app, api.campEmergencyContacts, async ({ request, club, params, query }) =>
    campEmergencyContacts(deps, club, requireAuth(request), params.campId, query.weekId),
  );
  registerRoute(app, api.campEmergencyContactsCsv, async ({ request, club, params, query, reply }) => {
    const { name, csv } = await campEmergencyContactsCsv(deps, club, requireAuth(request), params.campId, query.weekId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment(name))
      .send(csv);
  });
  registerRoute(app, campEditsApi.campRegister, async ({ request, club, params }) =>
    campRegister(deps, club, requireAuth(request), params.campId),
  );
}
