import { z } from 'zod';
import { peopleMessages } from '../messages/people.js';
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

// ---- Family: a parent's children, their emergency contacts, photos and photo permissions ----

/** Longest note (medical, allergies, special educational needs). */
export const NOTES_MAX_LENGTH = 2000;
export const MAX_EMERGENCY_CONTACTS = 3;
export const genders = ['female', 'male', 'other'] as const;

// eslint-disable-next-line no-control-regex -- control characters but tab and line breaks, which notes may hold
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A note of several lines; empty is none (null). */
const notesSchema = z
  .string()
  .trim()
  .max(NOTES_MAX_LENGTH, `must be at most ${NOTES_MAX_LENGTH} characters`)
  .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), 'must not contain control characters')
  .transform((value) => value || null)
  .nullable()
  .optional();

/** A UK phone number, landline or mobile: 0 or +44 and 9–10 more digits; spaces, hyphens and brackets are ignored. */
export const isUkPhone = (value: string) => /^(?:0|\+44)\d{9,10}$/.test(value.replace(/[\s()-]/g, ''));

/** YYYY-MM-DD that is a day of the calendar (no 31 April), from 1900 on. */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
};

/**
 * A date field, YYYY-MM-DD: an empty one is required (a date input left empty, or half typed, sends ''),
 * not 'must be a date'; and rules comparing it with another date are not run on it.
 */
export const calendarDateSchema = () =>
  z.string().trim().min(1, { error: 'is required', abort: true }).refine(isCalendarDate, 'must be a date (YYYY-MM-DD)');

export const emergencyContactSchema = z.object({
  name: personNameSchema('Name').pipe(z.string().max(80)),
  relation: plainText().trim().min(1, 'Relationship to the child is required').max(40, 'must be at most 40 characters'),
  phone: z
    .string()
    .trim()
    .max(20, 'must be at most 20 characters')
    .refine(isUkPhone, 'must be a UK phone number starting 0 or +44'),
});

/**
 * A child's details as the parent writes them. Medical, allergy and special educational needs
 * notes are special-category data: kept only with the parent's consent, given on the contract
 * page or here (`specialCategoryConsent: true`, recorded as that consent).
 */
export const childDetailsBodySchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  dateOfBirth: calendarDateSchema(),
  gender: z.enum(genders).nullable().optional(),
  medicalNotes: notesSchema,
  allergyNotes: notesSchema,
  specialNeeds: notesSchema,
  emergencyContacts: z
    .array(emergencyContactSchema)
    .min(1, 'Add at least one emergency contact')
    .max(MAX_EMERGENCY_CONTACTS, `must be at most ${MAX_EMERGENCY_CONTACTS} contacts`),
  specialCategoryConsent: z.boolean().optional(),
});
/** The answer to the photo and video question: '1' yes, '0' no (spec); anything else is unanswered. */
export const photoPermissionStatusSchema = z.enum(['1', '0'], { error: peopleMessages.permissions.photoRequired });
/** Adding a child on a club's site also answers that club's photo and video question. */
export const addChildBodySchema = childDetailsBodySchema.extend({ photoPermission: photoPermissionStatusSchema });

/** The special-category notes, for the checks that name them. */
export const specialCategoryFields = ['medicalNotes', 'allergyNotes', 'specialNeeds'] as const;

export const childSchema = z.object({
  personId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().describe('YYYY-MM-DD'),
  gender: z.enum(genders).nullable(),
  schoolYear: z
    .string()
    .nullable()
    .describe(
      "The English school year today: 'nursery', 'reception' or '1'–'13'; null before nursery or after Year 13",
    ),
  medicalNotes: z.string().nullable(),
  allergyNotes: z.string().nullable(),
  specialNeeds: z.string().nullable(),
  emergencyContacts: z.array(z.object({ name: z.string(), relation: z.string(), phone: z.string() })),
  photoUrl: z.string().nullable().describe("The child's photo (only for people who may see the child), or null"),
});
export const childResponseSchema = childSchema;
export const childrenResponseSchema = z.object({
  children: z.array(childSchema),
  specialCategoryConsent: z
    .boolean()
    .describe('Whether the parent has given the special-category consent that medical and SEN notes need'),
});
export const childIdParamSchema = idParam('personId');
export const childConnectionResponseSchema = z.object({
  connected: z.boolean().describe("Whether the child is a member of the Host's club"),
  connectedAt: z.string().nullable().describe('ISO 8601, since when'),
});
export const clubLogoUrlsResponseSchema = z.object({
  data: z.array(
    z.object({
      clientId: z.number(),
      name: z.string(),
      url: z.string().describe("The club's site"),
      logoUrl: z.string().nullable().describe("the club's logo (served on any host); null: none"),
    }),
  ),
});
export const personIdBodySchema = z.object({ personId: z.number().int().positive() });
export const photoPermissionSchema = z.object({
  personId: z.number(),
  clientId: z.number(),
  status: z.enum(['1', '0']),
});
export const photoPermissionResponseSchema = z.object({
  clientId: z.number().describe("The Host's club, to give the answer for (`update-photo-permissions`)"),
  data: photoPermissionSchema.nullable().describe("The answer for the Host's club, or null when not answered"),
});
export const updatePhotoPermissionBodySchema = z.object({
  personId: z.number().int().positive(),
  status: photoPermissionStatusSchema,
  clientId: z.number().int().positive(),
});
export const avatarResponseSchema = z.object({ photoUrl: z.string() });

export type Child = z.infer<typeof childSchema>;
export type ChildDetailsBody = z.input<typeof childDetailsBodySchema>;
export type AddChildBody = z.input<typeof addChildBodySchema>;
export type PhotoPermission = z.infer<typeof photoPermissionSchema>;

export type UserDetail = z.infer<typeof userDetailResponseSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

/** A person's own account: any signed-in person, on any host. */
const ownAccount = { tags: ['people'], access: 'signed-in', scope: 'platform' } as const;
const organisers = { roles: ['organiser', 'platform_manager'] } as const;
/** A change to one staff member of the Host's club, answering the new staff list. */
const staffChange = {
  method: 'POST',
  tags: ['people'],
  access: organisers,
  scope: 'club',
  params: staffIdParamSchema,
  response: staffListResponseSchema,
} as const;

/** A parent's own child (another person's child answers 404, as if it did not exist). */
const ownChild = { tags: ['people'], access: 'signed-in' } as const;

export const peopleApi = {
  parentChildren: defineRoute({
    ...ownChild,
    operationId: 'parentChildren',
    method: 'GET',
    path: '/api/v4/people/parent/children',
    summary: "The signed-in parent's children, and whether special-category notes may be kept",
    scope: 'platform',
    response: childrenResponseSchema,
  }),
  child: defineRoute({
    ...ownChild,
    operationId: 'child',
    method: 'GET',
    path: '/api/v4/people/child/:personId',
    summary: "One of the parent's children: details, notes, emergency contacts, photo",
    scope: 'platform',
    params: childIdParamSchema,
    response: childResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  /**
   * Adding answers this club's photo and video question too, which is a consent: support may not
   * add a child in a switched session.
   */
  addChild: defineRoute({
    ...ownChild,
    operationId: 'addChild',
    method: 'POST',
    path: '/api/v4/people/child/add',
    summary: "Add a child on a club's site: it joins the club, with its photo and video answer",
    scope: 'club',
    switchedSession: 'refused',
    body: addChildBodySchema,
    response: childResponseSchema,
    errors: ['RATE_LIMITED'], // children added an hour, per account and address
  }),
  /** Support may correct details in a switched session, but not give the special-category consent. */
  updateChild: defineRoute({
    ...ownChild,
    operationId: 'updateChild',
    method: 'POST',
    path: '/api/v4/people/child/:personId/update',
    summary: "Change a child's details and emergency contacts",
    scope: 'platform',
    params: childIdParamSchema,
    body: childDetailsBodySchema,
    response: childResponseSchema,
    errors: ['NOT_FOUND', 'SWITCHED_SESSION_REFUSED'],
  }),
  removeChild: defineRoute({
    ...ownChild,
    operationId: 'removeChild',
    method: 'POST',
    path: '/api/v4/people/child/:personId/remove',
    summary: 'Remove a child and everything kept about them (details, contacts, photo, permissions)',
    scope: 'platform',
    switchedSession: 'refused', // deleting the person's data is theirs to do (docs/security.md)
    params: childIdParamSchema,
    response: z.object({ removed: z.literal(true) }),
    errors: ['NOT_FOUND'],
  }),
  childPhoto: defineRoute({
    ...ownChild,
    operationId: 'childPhoto',
    method: 'GET',
    path: '/api/v4/people/child/:personId/photo',
    summary: "The child's photo (image/jpeg, image/png or image/webp), for whoever may see the child",
    scope: 'platform',
    params: childIdParamSchema,
    errors: ['NOT_FOUND'],
  }),
  childConnection: defineRoute({
    ...ownChild,
    operationId: 'childConnection',
    method: 'GET',
    path: '/api/v4/people/:personId/club/connection',
    summary: "The child's membership of the Host's club",
    scope: 'club',
    params: childIdParamSchema,
    response: childConnectionResponseSchema,
  }),
  clubLogoUrls: defineRoute({
    operationId: 'clubLogoUrls',
    method: 'GET',
    path: '/api/v4/parent/clients/logo-urls',
    summary: "The clubs the signed-in parent belongs to, with their logos, for the account's club switcher",
    tags: ['people'],
    access: 'signed-in',
    scope: 'platform',
    response: clubLogoUrlsResponseSchema,
  }),
  /** multipart/form-data: `personId`, then the file `photo`. */
  uploadChildPhoto: defineRoute({
    ...ownChild,
    operationId: 'uploadChildPhoto',
    method: 'POST',
    path: '/api/v4/people/person/avatar',
    summary: "Upload a child's photo (multipart: personId, then photo: a JPEG, PNG or WebP image under 5MB)",
    scope: 'platform',
    upload: true,
    response: avatarResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  photoPermission: defineRoute({
    ...ownChild,
    operationId: 'photoPermission',
    method: 'POST',
    path: '/api/v4/people/person/photo-permissions',
    summary: "The child's photo and video permission for the Host's club, or none",
    scope: 'club',
    body: personIdBodySchema,
    response: photoPermissionResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  updatePhotoPermission: defineRoute({
    ...ownChild,
    operationId: 'updatePhotoPermission',
    method: 'POST',
    path: '/api/v4/people/person/update-photo-permissions',
    summary: "Answer the photo and video question for a child at the Host's club ('1' yes, '0' no)",
    scope: 'club',
    switchedSession: 'refused', // a consent is the person's own act
    body: updatePhotoPermissionBodySchema,
    response: photoPermissionResponseSchema,
    errors: ['NOT_FOUND'],
  }),
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
    tags: ['people'],
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
    tags: ['people'],
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
    switchedSession: 'refused', // who may move the club's money: given or taken only by its financial staff themselves
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
