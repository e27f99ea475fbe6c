import { peopleApi } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { actorOf } from '../../platform/security/actor.js';
import { platformRolesOf, requireAuth, type AuthContext } from '../../platform/security/policy.js';
import { cancelInvitation } from './cancel-invitation.js';
import { getUserDetail } from './get-user-detail.js';
import { inviteStaff, type InviteDeps } from './invite-staff.js';
import { changeStaff, listStaff, type StaffChangeDeps } from './manage-staff.js';
import { getMarketingPreference, setMarketingPreference } from './marketing-preferences.js';
import type { PeopleRepositories } from './people-repositories.js';
import { resendInvitation } from './resend-invitation.js';
import type { StaffChange } from '@clubroom/domain/api';

export interface PeopleRoutesDeps {
  repos: PeopleRepositories;
  clock: () => Date;
  staffChanges: StaffChangeDeps;
  invites: InviteDeps;
  /** PUBLIC_URL: where links in emails point. */
  publicUrl: URL;
}

export function peopleRoutes(app: FastifyInstance, deps: PeopleRoutesDeps): void {
  const { repos, clock, staffChanges, invites, publicUrl } = deps;
  const { users, memberships } = repos;
  const userIdOf = (request: FastifyRequest) => requireAuth(request).user.id;
  // Platform staff hold financial access at every club, as the policy grants them financial routes.
  const isPlatformStaff = (auth: AuthContext) => platformRolesOf(auth).length > 0;

  registerRoute(app, peopleApi.userDetail, async ({ request }) => getUserDetail(users, userIdOf(request)));
  registerRoute(app, peopleApi.marketingPreferences, async ({ request }) =>
    getMarketingPreference(users, userIdOf(request)),
  );
  registerRoute(app, peopleApi.setMarketingPreferences, async ({ request, body }) =>
    setMarketingPreference(users, actorOf(requireAuth(request)), body.optIn, clock()),
  );

  registerRoute(app, peopleApi.staffList, async ({ club }) => listStaff(memberships, club.id));
  const inviterOf = (request: FastifyRequest) => {
    const auth = requireAuth(request);
    return { ...actorOf(auth), lastName: auth.user.lastName, isPlatformStaff: isPlatformStaff(auth) };
  };
  const inviteFacts = (request: FastifyRequest, clubId: number) => ({ ...requestFacts(request, publicUrl), clubId });
  registerRoute(app, peopleApi.inviteStaff, async ({ club, body, request }) =>
    inviteStaff(invites, inviteFacts(request, club.id), inviterOf(request), body),
  );
  registerRoute(app, peopleApi.resendStaffInvitation, async ({ club, params, request }) =>
    resendInvitation(invites, inviteFacts(request, club.id), inviterOf(request), params.staffId),
  );
  registerRoute(app, peopleApi.cancelStaffInvitation, async ({ club, params, request }) =>
    cancelInvitation({ ...staffChanges, clock }, club.id, inviterOf(request), params.staffId),
  );

  const change = (request: FastifyRequest, clubId: number, staffId: number, staffChange: StaffChange) => {
    const auth = requireAuth(request);
    const actor = { ...actorOf(auth), sessionId: auth.sessionId, isPlatformStaff: isPlatformStaff(auth) };
    return changeStaff(staffChanges, clubId, actor, staffId, staffChange);
  };
  registerRoute(app, peopleApi.deactivateStaff, async ({ club, params, request }) =>
    change(request, club.id, params.staffId, { kind: 'deactivate' }),
  );
  registerRoute(app, peopleApi.revokeStaff, async ({ club, params, request }) =>
    change(request, club.id, params.staffId, { kind: 'revoke' }),
  );
  registerRoute(app, peopleApi.restoreStaff, async ({ club, params, request }) =>
    change(request, club.id, params.staffId, { kind: 'restore' }),
  );
  registerRoute(app, peopleApi.changeStaffRole, async ({ club, params, body, request }) =>
    change(request, club.id, params.staffId, { kind: 'role', role: body.role }),
  );
  registerRoute(app, peopleApi.changeStaffFinancialAccess, async ({ club, params, body, request }) =>
    change(request, club.id, params.staffId, { kind: 'financial-access', financialAccess: body.financialAccess }),
  );
}
