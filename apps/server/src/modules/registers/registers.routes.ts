import { registersApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import { getRegister } from './get-register.js';
import { listRegisters } from './list-registers.js';
import { markAttendance } from './mark-attendance.js';
import { addRunCoach, removeRunCoach } from './run-coaches.js';
import type { RegistersDeps } from './registers-deps.js';

export function registersRoutes(app: FastifyInstance, deps: RegistersDeps): void {
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
    addRunCoach(deps, club, requireAuth(request), params.runId, body.userId),
  );
  registerRoute(app, registersApi.removeRunCoach, async ({ request, club, params, body }) =>
    removeRunCoach(deps, club, requireAuth(request), params.runId, body.userId),
  );
}
