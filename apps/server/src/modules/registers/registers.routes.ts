import { registersApi, waitingListApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { csvAttachment } from '../../lib/csv.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { requireAuth } from '../../platform/security/policy.js';
import { exportRegister } from './export-register.js';
import { getRegister } from './get-register.js';
import { listRegisters } from './list-registers.js';
import { markAttendance } from './mark-attendance.js';
import { rebookRun } from './rebook-run.js';
import { addCoach, removeCoach } from './coaches.js';
import { openRegister } from './register-access.js';
import type { RegistersDeps } from './registers-deps.js';

export function registersRoutes(app: FastifyInstance, deps: RegistersDeps, publicUrl: Config['publicUrl']): void {
  registerRoute(app, registersApi.registersList, async ({ request, club }) =>
    listRegisters(deps, club, requireAuth(request)),
  );
  registerRoute(app, registersApi.runRegister, async ({ request, club, params }) =>
    getRegister(deps, club, requireAuth(request), params.runId),
  );
  registerRoute(app, registersApi.markAttendance, async ({ request, club, params, body }) =>
    markAttendance(deps, club, requireAuth(request), params, body),
  );
  registerRoute(app, registersApi.addRunCoach, async ({ request, club, params, body }) =>
    addCoach(deps, club, requireAuth(request), { runId: params.runId }, body.userId),
  );
  registerRoute(app, registersApi.removeRunCoach, async ({ request, club, params, body }) =>
    removeCoach(deps, club, requireAuth(request), { runId: params.runId }, body.userId),
  );
  registerRoute(app, registersApi.addCampCoach, async ({ request, club, params, body }) =>
    addCoach(deps, club, requireAuth(request), { campId: params.campId }, body.userId),
  );
  registerRoute(app, registersApi.removeCampCoach, async ({ request, club, params, body }) =>
    removeCoach(deps, club, requireAuth(request), { campId: params.campId }, body.userId),
  );
  registerRoute(app, registersApi.registerCsv, async ({ request, club, params, reply }) => {
    const { name, csv } = await exportRegister(deps, club, requireAuth(request), params.runId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment(name))
      .send(csv);
  });
  // A run's waiting list is part of its register: a coach sees only the runs they take.
  registerRoute(app, waitingListApi.runWaitingList, async ({ request, club, params }) => {
    await openRegister(deps.registers, club, requireAuth(request), params.runId);
    return { data: await deps.waitingLists(club, params.runId) };
  });
  registerRoute(app, registersApi.rebookRun, async ({ request, club, params, body }) =>
    rebookRun(
      deps,
      { club, auth: requireAuth(request), origin: requestFacts(request, publicUrl).origin },
      params.runId,
      body,
    ),
  );
}
