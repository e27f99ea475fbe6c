import { adminCampsApi, campEditsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import { deleteCamp } from './delete-camp.js';
import { campBookingsCount, campMoneyCount } from './camp-counts.js';
import { addCampDay, setCampDayType, updateCampDay } from './camp-day-edits.js';
import { campDetails } from './camp-details.js';
import { addCampWeek, updateCampWeek } from './camp-week-edits.js';
import { labelWeek } from './label-week.js';
import { setCampPublished } from './publish-camp.js';
import { campCalendar, getCamp, listCamps } from './read-camps.js';
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
  registerRoute(app, api.createCamp, async ({ club, body }) => ({ camp: await createCamp(deps, club, body) }));
  registerRoute(app, api.updateCamp, async ({ club, params, body }) => ({
    camp: await updateCamp(deps, club, params.campId, body),
  }));
  registerRoute(app, api.updateCampWeekLabel, async ({ club, body }) => labelWeek(deps.repo, club, body));
  registerRoute(app, api.publishCamp, async ({ club, params }) => ({
    camp: await setCampPublished(deps, club, params.campId, true),
  }));
  registerRoute(app, api.unpublishCamp, async ({ club, params }) => ({
    camp: await setCampPublished(deps, club, params.campId, false),
  }));
  registerRoute(app, campEditsApi.campDetails, async ({ club, params }) => campDetails(deps, club, params.campId));
  registerRoute(app, campEditsApi.campBookingsCount, async ({ club }) => campBookingsCount(deps.repo, club));
  registerRoute(app, campEditsApi.campPaidCount, async ({ club }) => campMoneyCount(deps.repo, club, 'paid'));
  registerRoute(app, campEditsApi.campDueCount, async ({ club }) => campMoneyCount(deps.repo, club, 'due'));
  registerRoute(app, campEditsApi.addCampDay, async ({ club, body }) => addCampDay(deps, club, body));
  registerRoute(app, campEditsApi.setCampDayType, async ({ club, body }) => setCampDayType(deps, club, body));
  registerRoute(app, campEditsApi.updateCampDay, async ({ club, params, body }) =>
    updateCampDay(deps, club, params.runInstanceId, body),
  );
  registerRoute(app, campEditsApi.addCampWeek, async ({ club, body }) => addCampWeek(deps, club, body));
  registerRoute(app, campEditsApi.updateCampWeek, async ({ club, body }) => updateCampWeek(deps, club, body));
  registerRoute(app, api.deleteCamp, async ({ club, params }) => deleteCamp(deps, club, params.campId));
}
