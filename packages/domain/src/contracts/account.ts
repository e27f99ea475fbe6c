import { z } from 'zod';
import { SITE_PATH_PATTERN } from '../rules/account.js';
import { emailSchema, personNameSchema } from './auth.js';
import { staffRoles, type ContractRole } from './roles.js';

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

/** Spec §6: any contract role other than parent and coach reads the organiser's contract. */
export const contractRoleParamSchema = z.object({
  role: z.string().max(40).transform((role): ContractRole => (role === 'parent' || role === 'coach' ? role : 'organiser')),
});
export const contractTextResponseSchema = z.object({ role: z.string(), version: z.number(), text: z.string() });

export const acceptContractBodySchema = z.object({
  version: z.coerce.number().int().positive(),
  acceptTerms: z.union([z.literal(true), z.literal('on'), z.literal('1'), z.literal('true')], { error: 'Please accept these Terms of Use to continue' }),
  marketingOptIn: z.union([z.boolean(), z.enum(['yes', 'no'])]).optional(),
  specialCategoryConsent: z.union([z.boolean(), z.literal('on'), z.literal('1'), z.literal('true')]).optional(),
  next: z.string().max(500).regex(SITE_PATH_PATTERN, 'must be a path on this site').optional(),
});

export const staffMemberSchema = z.object({
  staffId: z.number().describe('the membership id'),
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  financialAccess: z.boolean(),
  status: z.enum(['active', 'deactivated', 'revoked']),
});
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export const staffIdParamSchema = z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) });
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
