import { z } from 'zod';
import { normaliseEmail } from '../rules/account.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { staffRoles } from './roles.js';
import { plainText } from './text.js';

/** An email address, lower-cased: one person, one login. */
export const emailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .email('must be an email address')
  .transform(normaliseEmail);
/** A first or last name, its label naming it in messages ('First name is required'). */
export const personNameSchema = (label: string) =>
  plainText().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);

export const userDetailResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  children: z.array(z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), dateOfBirth: z.string() })),
});

/** GET/POST /api/v4/parent/user/marketing-preferences: `status` is the opt-in flag. */
export const marketingPreferencesResponseSchema = z.object({ status: z.boolean() });
export const marketingPreferencesBodySchema = z.object({ optIn: z.boolean() });

export const staffMemberSchema = z.object({
  staffId: z.number().describe('the membership id'),
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  financialAccess: z.boolean(),
  status: z.enum(['active', 'deactivated', 'revoked']),
  invitedAt: z
    .string()
    .nullable()
    .describe(
      'ISO 8601: while their invitation is not accepted (they have not set a password), when its latest link was emailed; otherwise null',
    ),
});
/** How long an invitation's link (to choose a password) works. */
export const INVITATION_LIFETIME_DAYS = 7;
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export const staffIdParamSchema = idParam('staffId');
export const updateStaffRoleBodySchema = z.object({ role: z.enum(staffRoles) });
export const updateFinancialAccessBodySchema = z.object({ financialAccess: z.boolean() });
/** POST /api/v4/client/staff/invite: the names are used only for a new account. */
export const inviteStaffBodySchema = z.object({
  email: emailSchema,
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  role: z.enum(staffRoles),
});

export type UserDetail = z.infer<typeof userDetailResponseSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

/** A person's own account: any signed-in person, on any host. */
const ownAccount = { tags: ['parent'], access: 'signed-in', scope: 'platform' } as const;
const organisers = { roles: ['organiser', 'platform_manager'] } as const;
/** A change to one staff member of the Host's club, answering the new staff list. */
const staffChange = {
  method: 'POST',
  tags: ['client'],
  access: organisers,
  scope: 'club',
  params: staffIdParamSchema,
  response: staffListResponseSchema,
} as const;

export const peopleApi = {
  userDetail: defineRoute({
    ...ownAccount,
    operationId: 'userDetail',
    method: 'POST',
    path: '/api/v4/parent/user/detail',
    summary: "The signed-in person's details and children",
    response: userDetailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  marketingPreferences: defineRoute({
    ...ownAccount,
    operationId: 'marketingPreferences',
    method: 'GET',
    path: '/api/v4/parent/user/marketing-preferences',
    summary: 'Marketing contact opt-in (status)',
    response: marketingPreferencesResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  setMarketingPreferences: defineRoute({
    ...ownAccount,
    operationId: 'setMarketingPreferences',
    method: 'POST',
    path: '/api/v4/parent/user/marketing-preferences',
    summary: 'Change the marketing contact opt-in',
    switchedSession: 'refused', // a marketing choice is the person's own
    body: marketingPreferencesBodySchema,
    response: marketingPreferencesResponseSchema,
  }),
  staffList: defineRoute({
    operationId: 'staffList',
    method: 'GET',
    path: '/api/v4/client/staff',
    summary: "The club's coaches and organisers",
    tags: ['client'],
    access: organisers,
    scope: 'club',
    response: staffListResponseSchema,
  }),
  inviteStaff: defineRoute({
    operationId: 'inviteStaff',
    method: 'POST',
    path: '/api/v4/client/staff/invite',
    summary:
      'Invite someone to the staff: a new address is emailed a link to choose a password, ' +
      'an existing account a notice',
    tags: ['client'],
    access: organisers,
    scope: 'club',
    body: inviteStaffBodySchema,
    response: staffListResponseSchema,
    errors: ['CONFLICT', 'RATE_LIMITED', 'SWITCHED_SESSION_REFUSED'],
  }),
  deactivateStaff: defineRoute({
    ...staffChange,
    operationId: 'deactivateStaff',
    path: '/api/v4/client/staff/:staffId/deactivate',
    summary: 'Deactivate a staff member (can be restored)',
    errors: ['NOT_FOUND', 'FORBIDDEN', 'LAST_FINANCIAL_ORGANISER'],
  }),
  revokeStaff: defineRoute({
    ...staffChange,
    operationId: 'revokeStaff',
    path: '/api/v4/client/staff/:staffId/revoke',
    summary: "Revoke a staff member's access",
    errors: ['NOT_FOUND', 'FORBIDDEN', 'LAST_FINANCIAL_ORGANISER'],
  }),
  restoreStaff: defineRoute({
    ...staffChange,
    operationId: 'restoreStaff',
    path: '/api/v4/client/staff/:staffId/restore',
    summary: 'Restore a deactivated or revoked staff member',
    errors: ['NOT_FOUND', 'SWITCHED_SESSION_REFUSED'],
  }),
  changeStaffRole: defineRoute({
    ...staffChange,
    operationId: 'changeStaffRole',
    path: '/api/v4/client/staff/:staffId/role',
    summary: "Change a staff member's role",
    body: updateStaffRoleBodySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'LAST_FINANCIAL_ORGANISER', 'SWITCHED_SESSION_REFUSED'],
  }),
  /**
   * Only someone who holds financial access may give or take it (else any organiser could grant it to
   * themselves), here or as the side effect of another staff change (modules/people/staff-rules.ts).
   */
  changeStaffFinancialAccess: defineRoute({
    ...staffChange,
    operationId: 'changeStaffFinancialAccess',
    path: '/api/v4/client/staff/:staffId/financial-access',
    summary: "Give or remove an organiser's financial access",
    access: { ...organisers, financial: true },
    body: updateFinancialAccessBodySchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'LAST_FINANCIAL_ORGANISER', 'SWITCHED_SESSION_REFUSED'],
  }),
  /** Invitations not yet accepted (docs/security.md, "People and roles"): 409 once the person has set a password. */
  resendStaffInvitation: defineRoute({
    ...staffChange,
    operationId: 'resendStaffInvitation',
    path: '/api/v4/client/staff/:staffId/invitation/resend',
    summary: 'Email a pending invitation again, with a new link to choose a password; the earlier link stops working',
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),
  cancelStaffInvitation: defineRoute({
    ...staffChange,
    operationId: 'cancelStaffInvitation',
    path: '/api/v4/client/staff/:staffId/invitation/cancel',
    summary: "Cancel a pending invitation: the person leaves the club's staff and their link stops working",
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'LAST_FINANCIAL_ORGANISER'],
  }),
};
