import {
  errorResponseSchema, inviteStaffBodySchema, marketingPreferencesBodySchema, marketingPreferencesResponseSchema, staffIdParamSchema,
  staffListResponseSchema, updateFinancialAccessBodySchema, updateStaffRoleBodySchema, userDetailResponseSchema,
} from '@clubroom/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, type Access, type AuthContext } from '../../platform/auth/policy.js';
import { requireClub } from '../../platform/tenancy.js';
import { requestFacts } from '../auth/request-facts.js';
import { getUserDetail } from './get-user-detail.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import { inviteStaff, type InviteDeps } from './invite-staff.js';
import { changeStaff, listStaff, type StaffChange } from './manage-staff.js';
import { getMarketingPreference, setMarketingPreference } from './marketing-preferences.js';
import type { PeopleRepository } from './people.repository.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
const organisers = { roles: ['organiser' as const, 'platform_manager' as const] };
/** Only someone who holds financial access may give or take it (else any organiser could grant it to themselves). */
const financialOrganisers = { ...organisers, financial: true };

const actorOf = (auth: AuthContext) => ({ userId: auth.user.id, sessionId: auth.sessionId });

export interface PeopleRoutesDeps {
  repo: PeopleRepository;
  clock: () => Date;
  /** Ends a person's sessions (but `keepSessionId`) when their privileges change. */
  endSessionsOf: (userId: number, keepSessionId?: string) => Promise<void>;
  invites: InviteDeps;
  /** Staff changes are written to the audit log (who changed whom, how). */
  audit: AuditRepository;
  baseDomain: string;
}

export function peopleRoutes({ repo, clock, endSessionsOf, invites, audit, baseDomain }: PeopleRoutesDeps) {
  return async function register(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post('/api/v4/parent/user/detail', {
      config: { access: 'signed-in' },
      schema: { tags: ['parent'], summary: "The signed-in person's details and children", response: { 200: userDetailResponseSchema, ...errors } },
    }, async (request) => getUserDetail(repo, requireAuth(request).user.id));

    app.get('/api/v4/parent/user/marketing-preferences', {
      config: { access: 'signed-in' },
      schema: { tags: ['parent'], summary: 'Marketing contact opt-in (status)', response: { 200: marketingPreferencesResponseSchema, ...errors } },
    }, async (request) => getMarketingPreference(repo, requireAuth(request).user.id));

    app.post('/api/v4/parent/user/marketing-preferences', {
      config: { access: 'signed-in' },
      schema: { tags: ['parent'], summary: 'Change the marketing contact opt-in', body: marketingPreferencesBodySchema, response: { 200: marketingPreferencesResponseSchema, ...errors } },
    }, async (request) => setMarketingPreference(repo, requireAuth(request).user.id, request.body.optIn, clock()));

    app.get('/api/v4/client/staff', {
      config: { access: organisers },
      schema: { tags: ['client'], summary: "The club's coaches and organisers", response: { 200: staffListResponseSchema, ...errors } },
    }, async (request) => listStaff(repo, requireClub(request).id));

    app.post('/api/v4/client/staff/invite', {
      config: { access: organisers },
      schema: { tags: ['client'], summary: 'Invite someone to the staff: a new address is emailed a link to choose a password, an existing account a notice', body: inviteStaffBodySchema, response: { 200: staffListResponseSchema, ...errors, 429: errorResponseSchema } },
    }, async (request) => {
      const facts = { ...requestFacts(request, baseDomain), clubId: requireClub(request).id };
      return inviteStaff(invites, facts, requireAuth(request).user, request.body);
    });

    const change = (path: string, summary: string, toChange: (body: unknown) => StaffChange, body?: typeof updateStaffRoleBodySchema | typeof updateFinancialAccessBodySchema, access: Access = organisers) => {
      app.post(`/api/v4/client/staff/:staffId/${path}`, {
        config: { access },
        schema: { tags: ['client'], summary, params: staffIdParamSchema, ...(body && { body }), response: { 200: staffListResponseSchema, ...errors } },
      }, async (request) => changeStaff({ repo, endSessionsOf, audit }, requireClub(request).id, actorOf(requireAuth(request)), request.params.staffId, toChange(request.body)));
    };
    change('deactivate', 'Deactivate a staff member (can be restored)', () => ({ kind: 'deactivate' }));
    change('revoke', "Revoke a staff member's access", () => ({ kind: 'revoke' }));
    change('restore', 'Restore a deactivated or revoked staff member', () => ({ kind: 'restore' }));
    change('role', "Change a staff member's role", (b) => ({ kind: 'role', role: (b as { role: 'coach' }).role }), updateStaffRoleBodySchema);
    change('financial-access', "Give or remove an organiser's financial access", (b) => ({ kind: 'financial-access', financialAccess: (b as { financialAccess: boolean }).financialAccess }), updateFinancialAccessBodySchema, financialOrganisers);
  };
}
