import { z } from 'zod';
import { contactsMessages } from '../messages/contacts.js';
import { defineRoute } from './define-route.js';
import { idSchema } from './id.js';
import { listSearchSchema, pageFieldsSchema, pageNumberSchema } from './paging.js';
import { plainText } from './text.js';
import {
  answerFileQuerySchema,
  familyRecordResponseSchema,
  saveFamilyRecordBodySchema,
  savedAnswersResponseSchema,
} from './registration-questions.js';
import { addChildBodySchema, childDetailsBodySchema, childSchema, emailSchema, personNameSchema } from './people.js';

const epochSeconds = z.number().int().describe('epoch seconds');
const bodyId = z.number().int().min(1);

/** Page size of the contacts list (spec: tables page on the server, 50 a page). */
export const CONTACTS_PAGE_SIZE = 50;
export const contactSorts = ['name', '-name', 'created', '-created'] as const;
export type ContactSort = (typeof contactSorts)[number];
/** What the list may be narrowed to: one of them, or none (the whole schedule). */
export const contactFilterKeys = ['termId', 'runId', 'campId', 'campWeekId'] as const;
export type ContactFilterKey = (typeof contactFilterKeys)[number];

/** The contacts list's search (by a parent's or child's name or the parent's email). */
export const contactsSearchSchema = listSearchSchema;
/** One filter at most: each filter after the first is named as refused. */
export const oneContactsFilter = (query: Partial<Record<ContactFilterKey, number>>, ctx: z.RefinementCtx): void => {
  const given = contactFilterKeys.filter((key) => query[key] !== undefined);
  for (const key of given.slice(1))
    ctx.addIssue({ code: 'custom', path: [key], message: contactsMessages.contacts.oneFilter });
};

/** The contacts list's contact attribute filter: the text its value contains. */
export const contactsAttributeValueSchema = plainText()
  .trim()
  .max(200, 'must be at most 200 characters')
  .optional()
  .describe('whose value contains this text (case ignored); any value when absent. Needs attributeId');
/** A value to look for needs the attribute it is of. */
export const attributeValueNeedsId = (
  query: { attributeId?: number; attributeValue?: string },
  ctx: z.RefinementCtx,
): void => {
  if (query.attributeValue && query.attributeId === undefined)
    ctx.addIssue({ code: 'custom', path: ['attributeId'], message: contactsMessages.contacts.attributeNeeded });
};

/**
 * GET /api/contacts/all-contacts and its CSV: one place filter at most, a contact attribute's value (beside it), a
 * search, a sort and a page.
 */
export const contactsQuerySchema = z
  .object({
    termId: idSchema.optional(),
    runId: idSchema.optional(),
    campId: idSchema.optional(),
    campWeekId: idSchema.optional(),
    attributeId: idSchema.optional().describe('only contacts with a value of this contact attribute'),
    attributeValue: contactsAttributeValueSchema,
    search: contactsSearchSchema,
    sort: z.enum(contactSorts).default('name'),
    page: pageNumberSchema,
  })
  .superRefine(oneContactsFilter)
  .superRefine(attributeValueNeedsId);
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;
export type ContactsQueryInput = z.input<typeof contactsQuerySchema>;

export const contactChildSummarySchema = z.object({
  childId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().describe('YYYY-MM-DD'),
});

/** A parent connected to the club (a parent's membership, or a child of theirs who is the club's member). */
export const contactSchema = z.object({
  parentId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  joinedAt: epochSeconds.describe('when they first joined the club'),
  children: z.array(contactChildSummarySchema).describe("their children who are the club's members"),
});
const attributeValueSchema = z.object({ attributeId: z.number().int(), value: z.string() });
export const contactsListResponseSchema = z.object({
  data: z.array(
    contactSchema.extend({
      attributeValues: z.array(attributeValueSchema).describe("the contact's values of the live attributes they have"),
    }),
  ),
  attributes: z
    .array(z.object({ attributeId: z.number().int(), name: z.string() }))
    .describe("the club's live contact attributes, in order (the list's columns and filter)"),
  ...pageFieldsSchema,
});

export const contactParamSchema = z.object({ parentId: idSchema });
export const contactChildParamSchema = z.object({ parentId: idSchema, childId: idSchema });

/**
 * A child as the club's staff see them on a contact. Medical, allergy and SEN notes are
 * special-category data: only this club's staff get them (the route is organisers only).
 */
export const contactChildSchema = childSchema.omit({ photoUrl: true }).extend({
  photoPermission: z
    .enum(['1', '0'])
    .nullable()
    .describe("the parent's answer to the club's photo question; null when not answered"),
});
export const contactBookingSchema = z.object({
  bookingRef: z.string(),
  childId: z.number(),
  childName: z.string(),
  what: z.string().describe('the class or camp'),
  kind: z.string().nullable().describe('term | trial | camp-week | camp-days'),
  status: z.string().describe('confirmed | cancelled'),
  startTime: epochSeconds.nullable().describe("the place's session or camp day"),
});
export const contactOrderSchema = z.object({
  uuid: z.string(),
  reference: z.string().describe('the short reference shown to people: the first 8 characters of the uuid'),
  total: z
    .number()
    .int()
    .nullable()
    .describe('minor units; null for staff without financial access, who see no amounts (as on the money screens)'),
  status: z.string().describe('pending | completed | cancelled'),
  createdAt: epochSeconds,
});
export const contactConsentsSchema = z.object({
  termsVersion: z.number().nullable().describe('the latest parent terms version they accepted'),
  termsAcceptedAt: epochSeconds.nullable(),
  marketingOptIn: z.boolean(),
  specialCategoryConsent: z.boolean(),
});
export const contactDetailResponseSchema = z.object({
  parent: contactSchema.omit({ children: true }),
  children: z.array(contactChildSchema),
  bookings: z.array(contactBookingSchema),
  orders: z.array(contactOrderSchema),
  consents: contactConsentsSchema,
  credit: z
    .number()
    .int()
    .nullable()
    .describe("minor units: the family's credit with the club for later bookings; null without financial access"),
});

/**
 * An organiser edits a child with the parent's own rules; the special-category consent is the
 * parent's alone to give, so the organiser's form has no such field.
 */
export const contactChildBodySchema = childDetailsBodySchema.omit({ specialCategoryConsent: true });

export const addContactParentSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(20, 'must be at most 20 characters')
    .refine(
      (value) => /^(?:0|\+44)\d{9,10}$/.test(value.replace(/[\s()-]/g, '')),
      'must be a UK phone number starting 0 or +44',
    ),
});
/** Step 1 the parent; step 2 a child of a parent who is already the club's contact. */
export const addContactBodySchema = z.discriminatedUnion('step', [
  addContactParentSchema.extend({ step: z.literal(1) }),
  z.object({
    step: z.literal(2),
    parentId: bodyId,
    child: addChildBodySchema.omit({ specialCategoryConsent: true }),
  }),
]);
export const addContactResponseSchema = z.object({
  parentId: z.number(),
  created: z.boolean().describe('a new account was made (false: an existing account was connected)'),
  outcome: z
    .enum(['created', 'linked', 'already-connected'])
    .describe("a new account made; an existing account connected now; or one that was already the club's contact"),
  account: z
    .object({ firstName: z.string(), lastName: z.string(), phone: z.string().nullable() })
    .describe("the contact's names and phone as their account has them: an existing account keeps its own"),
  childId: z.number().nullable(),
});
export const removeContactResponseSchema = z.object({ parentId: z.number(), removed: z.literal(true) });

export type Contact = z.infer<typeof contactSchema>;
export type ContactsListResponse = z.infer<typeof contactsListResponseSchema>;
export type ContactDetail = z.infer<typeof contactDetailResponseSchema>;
export type ContactChild = z.infer<typeof contactChildSchema>;
export type ContactChildBody = z.input<typeof contactChildBodySchema>;
export type AddContactBody = z.input<typeof addContactBodySchema>;
export type AddContactResponse = z.infer<typeof addContactResponseSchema>;

/** The club's organisers (franchise managers count as organisers) and platform managers; coaches are refused. */
const organisers = {
  tags: ['contacts'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'] },
  scope: 'club',
} as const;

/** Contacts (spec §2 "contacts by term, run, camp, camp weeks and schedule", add, view, edit child, remove). */
export const contactsApi = {
  allContacts: defineRoute({
    ...organisers,
    operationId: 'allContacts',
    method: 'GET',
    path: '/api/contacts/all-contacts',
    summary:
      "The club's contacts (parents with their children), of the whole schedule or those booked on a term, run, camp or camp week; searched, sorted and paged (50)",
    query: contactsQuerySchema,
    response: contactsListResponseSchema,
  }),
  exportContacts: defineRoute({
    ...organisers,
    operationId: 'exportContacts',
    method: 'GET',
    path: '/api/v4/contacts/export.csv',
    summary: 'The same list and filters as all-contacts, every page, as a CSV download (text/csv)',
    query: contactsQuerySchema,
  }),
  contactDetail: defineRoute({
    ...organisers,
    operationId: 'contactDetail',
    method: 'GET',
    path: '/api/v4/contacts/:parentId',
    summary:
      'One contact: the parent, their children (with notes), their bookings and orders at the club, their consents',
    params: contactParamSchema,
    response: contactDetailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  editContactChild: defineRoute({
    ...organisers,
    operationId: 'editContactChild',
    method: 'POST',
    path: '/api/v4/contacts/:parentId/child/:childId',
    summary: "Edit a contact's child with the parent's own rules (notes only while the parent's consent stands)",
    params: contactChildParamSchema,
    body: contactChildBodySchema,
    response: contactChildSchema,
    errors: ['NOT_FOUND'],
  }),
  removeContact: defineRoute({
    ...organisers,
    operationId: 'removeContact',
    method: 'POST',
    path: '/api/v4/contacts/:parentId/remove',
    summary:
      'Remove a contact from the club (their account stays); refused (409) while they have upcoming places or unpaid orders',
    params: contactParamSchema,
    response: removeContactResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  addContact: defineRoute({
    ...organisers,
    operationId: 'addContact',
    method: 'POST',
    path: '/api/v4/contacts/add',
    summary:
      'Add a contact: step 1 the parent (an existing account with the email is connected, a new one gets a sign-in link), step 2 a child',
    body: addContactBodySchema,
    response: addContactResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  familyRecord: defineRoute({
    ...organisers,
    operationId: 'familyRecord',
    method: 'GET',
    path: '/api/v4/contacts/:parentId/registration',
    summary: "A contact's answers (family and children) and attribute values",
    params: contactParamSchema,
    response: familyRecordResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  contactAnswerFile: defineRoute({
    ...organisers,
    operationId: 'contactAnswerFile',
    method: 'GET',
    path: '/api/v4/contacts/:parentId/registration/:questionId/file',
    summary: 'The file a contact gave as an answer to a file-upload question (a download)',
    params: z.object({ parentId: idSchema, questionId: idSchema }),
    query: answerFileQuerySchema,
    errors: ['NOT_FOUND'],
  }),
  uploadContactAnswerFile: defineRoute({
    ...organisers,
    operationId: 'uploadContactAnswerFile',
    method: 'POST',
    path: '/api/v4/contacts/:parentId/registration/:questionId/file',
    summary:
      "Staff answer a file-upload question for a contact (multipart: childId, then file: a PDF, JPEG or PNG of at most 5 MB, judged by its content); it replaces the family's last one, and is audited",
    params: z.object({ parentId: idSchema, questionId: idSchema }),
    upload: true,
    response: savedAnswersResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  saveFamilyRecord: defineRoute({
    ...organisers,
    operationId: 'saveFamilyRecord',
    method: 'POST',
    path: '/api/v4/contacts/:parentId/registration',
    summary: "Save a contact's answers and attribute values (the book-on-behalf flow's questions too)",
    params: contactParamSchema,
    body: saveFamilyRecordBodySchema,
    response: savedAnswersResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
