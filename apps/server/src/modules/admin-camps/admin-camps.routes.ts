import { adminCampsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import { campDayBookings } from './camp-day-bookings.js';
import { campEmergencyContacts, campEmergencyContactsCsv } from './camp-emergency-contacts.js';
import { csvAttachment } from '../../lib/csv.js';
import { campWeekRegisterCsv } from './camp-week-register-csv.js';
import { markCampAttendance } from './mark-camp-attendance.js';
import { deleteCamp } from './delete-camp.js';
import { labelWeek } from './label-week.js';
import { campCalendar, getCamp, getCampWeek, listCamps } from './read-camps.js';
import { createCamp, updateCamp } from './save-camp.js';

export function adminCampsRoutes(app: FastifyInstance, deps: AdminCampsDeps): void {
  const api = adminCampsApi;
  registerRoute(app, api.adminCamps, async ({ club }) => listCamps(deps.repo, club));
  registerRoute(app, api.campCalendar, async ({ club }) => campCalendar(deps.repo, club));
  registerRoute(app, api.adminCamp, async ({ club, params }) => ({
    camp: await getCamp(deps.repo, club, params.campId),
  }));
  registerRoute(app, api.campWeeks, async ({ club, params }) => ({
    weeks: (await getCamp(deps.repo, club, params.campId)).weeks,
  }));
  registerRoute(app, api.campWeekDays, async ({ request, club, params }) => {
    await deps.openCampRegister(club, requireAuth(request), params.campId);
    return { days: (await getCampWeek(deps.repo, club, params.campId, params.weekId)).week.days };
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
  registerRoute(app, api.createCamp, async ({ club, body }) => ({ camp: await createCamp(deps, club, body) }));
  registerRoute(app, api.updateCamp, async ({ club, params, body }) => ({
    camp: await updateCamp(deps, club, params.campId, body),
  }));
  registerRoute(app, api.updateCampWeekLabel, async ({ club, body }) => labelWeek(deps.repo, club, body));
  registerRoute(app, api.deleteCamp, async ({ club, params }) => deleteCamp(deps, club, params.campId));
}
