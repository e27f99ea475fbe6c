import { z } from 'zod';
import { registrationQuestionsMessages } from '../messages/registration-questions.js';
import {
  choiceTypes,
  questionAskedPer,
  questionTypes,
  questionVisibilities,
  type AnswerValue,
} from '../rules/registration-questions.js';
import { defineRoute } from './define-route.js';
import { idParam, idSchema } from './id.js';
import { plainText } from './text.js';

const texts = registrationQuestionsMessages.registrationQuestions;
const MAX_TARGETS = 200;
/** The most contact attributes a club may keep (spec §9: the dropdown settings read up to 20). */
export const MAX_CONTACT_ATTRIBUTES = 20;

const targetIds = z.array(z.number().int().min(1)).max(MAX_TARGETS).default([]);

/** A question as the club's staff define it. */
export const questionBodySchema = z
  .object({
    text: plainText().trim().min(1, 'The question is required').max(300, 'must be at most 300 characters'),
    hint: plainText().trim().max(300, 'must be at most 300 characters').default(''),
    type: z.enum(questionTypes),
    choices: z
      .array(plainText().trim().min(1, 'A choice cannot be empty').max(100, 'must be at most 100 characters'))
      .max(30, 'at most 30 choices')
      .default([]),
    askedPer: z.enum(questionAskedPer),
    visibility: z.enum(questionVisibilities),
    forWholeClub: z.boolean(),
    runIds: targetIds,
    termIds: targetIds,
    campIds: targetIds,
    healthRelated: z
      .boolean()
      .default(false)
      .describe('special-category (health) data: kept only while the parent consents, as medical notes are'),
  })
  .superRefine((body, ctx) => {
    const needsChoices = choiceTypes.includes(body.type);
    if (needsChoices && body.choices.length < 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: texts.twoChoices });
    if (!needsChoices && body.choices.length > 0)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: texts.noChoices });
    if (new Set(body.choices).size !== body.choices.length)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: texts.sameChoiceTwice });
    if (!body.forWholeClub && body.runIds.length + body.termIds.length + body.campIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['forWholeClub'], message: texts.chooseWhere });
  });
export type QuestionBody = z.input<typeof questionBodySchema>;

export const questionSchema = z.object({
  questionId: z.number().int(),
  text: z.string(),
  hint: z.string(),
  type: z.enum(questionTypes),
  choices: z.array(z.string()),
  askedPer: z.enum(questionAskedPer),
  visibility: z.enum(questionVisibilities),
  forWholeClub: z.boolean(),
  runIds: z.array(z.number().int()),
  termIds: z.array(z.number().int()),
  campIds: z.array(z.number().int()),
  healthRelated: z.boolean(),
  position: z.number().int(),
  retired: z.boolean().describe('no longer asked; its answers are kept and still shown'),
});
export type Question = z.infer<typeof questionSchema>;
export const questionsResponseSchema = z.object({ questions: z.array(questionSchema).describe('in the order asked') });
export const questionResponseSchema = z.object({ question: questionSchema });
export const reorderQuestionsBodySchema = z.object({
  questionIds: z.array(z.number().int().min(1)).min(1).max(500).describe("every live question's id, in the new order"),
});

const answerValues = [
  z.string().max(2000, 'must be at most 2000 characters'),
  z.number(),
  z.boolean(),
  z.array(z.string().max(100)).max(30),
] as const;
export const answerValueSchema: z.ZodType<AnswerValue> = z.union(answerValues);
/** An answer, or null for none (null on the text member: OpenAPI's `nullable` needs a `type` beside it). */
const answerOrNone: z.ZodType<AnswerValue | null> = z.union([answerValues[0].nullable(), ...answerValues.slice(1)]);
/** One answer: the family's (childId null) or a child's. A null value clears it. */
export const answerSchema = z.object({
  questionId: z.number().int().min(1),
  childId: z.number().int().min(1).nullable(),
  value: answerOrNone,
});
export type Answer = z.infer<typeof answerSchema>;

/** A question asked, with the family's current answer (null: none yet). */
export const askedSchema = z.object({
  questionId: z.number().int(),
  childId: z.number().int().nullable(),
  childName: z.string().nullable().describe("the child's first name; null for a family question"),
  value: answerOrNone,
});
export const parentQuestionSchema = questionSchema.omit({
  runIds: true,
  termIds: true,
  campIds: true,
  forWholeClub: true,
  position: true,
  retired: true,
});
export const basketQuestionsResponseSchema = z.object({
  questions: z.array(parentQuestionSchema).describe('the questions asked, in order'),
  asked: z.array(askedSchema).describe('each answer they want, with the one remembered'),
  unanswered: z.number().int().describe('asks with no answer yet (required or not): 0 skips the questions step'),
  specialCategoryConsent: z.boolean().describe("whether the parent's consent to health data stands"),
});
export type BasketQuestions = z.infer<typeof basketQuestionsResponseSchema>;

export const saveAnswersBodySchema = z.object({
  answers: z.array(answerSchema).max(500),
  specialCategoryConsent: z
    .boolean()
    .optional()
    .describe('the parent gives their consent to health data with these answers (parents only)'),
});
export type SaveAnswersBody = z.input<typeof saveAnswersBodySchema>;
export const savedAnswersResponseSchema = z.object({ saved: z.number().int() });

/** A file-upload answer's file: the family's (no childId) or a child's. */
export const answerFileQuerySchema = z.object({
  childId: idSchema.optional().describe("the child's, for a question asked for each child"),
});
/** The most an answer's file may weigh. */
export const ANSWER_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** A staff-only field the club keeps on each contact. */
export const contactAttributeSchema = z.object({
  attributeId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  retired: z.boolean(),
});
export type ContactAttribute = z.infer<typeof contactAttributeSchema>;
export const contactAttributeBodySchema = z.object({
  name: plainText().trim().min(1, 'The name is required').max(60, 'must be at most 60 characters'),
});
export const contactAttributesResponseSchema = z.object({ attributes: z.array(contactAttributeSchema) });
export const contactAttributeResponseSchema = z.object({ attribute: contactAttributeSchema });

/** A family's record as the club's staff see it: every question's answers and every attribute's value. */
export const familyRecordResponseSchema = z.object({
  questions: z.array(questionSchema).describe('live questions, and retired ones that were answered'),
  children: z.array(z.object({ childId: z.number().int(), firstName: z.string(), lastName: z.string() })),
  answers: z.array(answerSchema.extend({ value: answerValueSchema })),
  attributes: z.array(contactAttributeSchema),
  attributeValues: z.array(z.object({ attributeId: z.number().int(), value: z.string() })),
  specialCategoryConsent: z.boolean(),
});
export type FamilyRecord = z.infer<typeof familyRecordResponseSchema>;
export const saveFamilyRecordBodySchema = z.object({
  answers: z.array(answerSchema).max(500).default([]),
  attributeValues: z
    .array(
      z.object({
        attributeId: z.number().int().min(1),
        value: plainText().trim().max(200, 'must be at most 200 characters'),
      }),
    )
    .max(MAX_CONTACT_ATTRIBUTES)
    .default([]),
});
export type SaveFamilyRecordBody = z.input<typeof saveFamilyRecordBodySchema>;

const organisers = {
  tags: ['registration-questions'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'] },
  scope: 'club',
} as const;
const parentsOwn = { tags: ['registration-questions'], access: 'signed-in', scope: 'club' } as const;

/** Registration questions and contact attributes (docs/club-admin.md, "Registration questions"). */
export const registrationQuestionsApi = {
  registrationQuestions: defineRoute({
    ...organisers,
    operationId: 'registrationQuestions',
    method: 'GET',
    path: '/api/v4/registration-questions',
    summary: "The club's registration questions, live and retired, in the order asked",
    response: questionsResponseSchema,
  }),
  createRegistrationQuestion: defineRoute({
    ...organisers,
    operationId: 'createRegistrationQuestion',
    method: 'POST',
    path: '/api/v4/registration-questions',
    summary: 'Add a question, asked last; its runs, terms and camps must be the club’s',
    body: questionBodySchema,
    response: questionResponseSchema,
  }),
  updateRegistrationQuestion: defineRoute({
    ...organisers,
    operationId: 'updateRegistrationQuestion',
    method: 'POST',
    path: '/api/v4/registration-questions/:questionId',
    summary: 'Change a live question (its answers are kept; a type change is refused once it has any)',
    params: idParam('questionId'),
    body: questionBodySchema,
    response: questionResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  retireRegistrationQuestion: defineRoute({
    ...organisers,
    operationId: 'retireRegistrationQuestion',
    method: 'POST',
    path: '/api/v4/registration-questions/:questionId/retire',
    summary: 'Stop asking a question; its answers are kept and still shown',
    params: idParam('questionId'),
    response: questionResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  reorderRegistrationQuestions: defineRoute({
    ...organisers,
    operationId: 'reorderRegistrationQuestions',
    method: 'POST',
    path: '/api/v4/registration-questions/order',
    summary: 'Put the live questions in a new order (every live question named once)',
    body: reorderQuestionsBodySchema,
    response: questionsResponseSchema,
  }),
  basketQuestions: defineRoute({
    ...parentsOwn,
    operationId: 'basketQuestions',
    method: 'GET',
    path: '/api/v4/parent/registration-questions/basket',
    summary: "The questions the parent's basket asks (before the basket), with the answers remembered",
    response: basketQuestionsResponseSchema,
  }),
  myAnswers: defineRoute({
    ...parentsOwn,
    operationId: 'myAnswers',
    method: 'GET',
    path: '/api/v4/parent/registration-questions',
    summary: "Every question the club asks parents, with the family's answers (the account's page)",
    response: basketQuestionsResponseSchema,
  }),
  saveMyAnswers: defineRoute({
    ...parentsOwn,
    operationId: 'saveMyAnswers',
    method: 'POST',
    path: '/api/v4/parent/registration-questions',
    summary: "Save the family's answers (their own children only; staff-only questions refused)",
    body: saveAnswersBodySchema,
    response: savedAnswersResponseSchema,
    errors: ['NOT_FOUND'],
    switchedSession: 'refused',
  }),
  /** multipart/form-data: `childId` (a child question's; left out for a family one), then the file `file`. */
  uploadAnswerFile: defineRoute({
    ...parentsOwn,
    operationId: 'uploadAnswerFile',
    method: 'POST',
    path: '/api/v4/parent/registration-questions/:questionId/file',
    summary:
      "Answer a file-upload question with a file (multipart: childId, then file: a PDF, JPEG or PNG of at most 5 MB, judged by its content); it replaces the family's last one",
    params: idParam('questionId'),
    upload: true,
    response: savedAnswersResponseSchema,
    errors: ['NOT_FOUND'],
    switchedSession: 'refused',
  }),
  myAnswerFile: defineRoute({
    ...parentsOwn,
    operationId: 'myAnswerFile',
    method: 'GET',
    path: '/api/v4/parent/registration-questions/:questionId/file',
    summary: 'The file the family gave as an answer (a download: application/pdf, image/jpeg or image/png)',
    params: idParam('questionId'),
    query: answerFileQuerySchema,
    errors: ['NOT_FOUND'],
  }),
  contactAttributes: defineRoute({
    ...organisers,
    operationId: 'contactAttributes',
    method: 'GET',
    path: '/api/v4/contact-attributes',
    summary: "The club's contact attributes (staff-only fields on each contact)",
    response: contactAttributesResponseSchema,
  }),
  createContactAttribute: defineRoute({
    ...organisers,
    operationId: 'createContactAttribute',
    method: 'POST',
    path: '/api/v4/contact-attributes',
    summary: `Add a contact attribute (at most ${MAX_CONTACT_ATTRIBUTES} live)`,
    body: contactAttributeBodySchema,
    response: contactAttributeResponseSchema,
    errors: ['CONFLICT'],
  }),
  updateContactAttribute: defineRoute({
    ...organisers,
    operationId: 'updateContactAttribute',
    method: 'POST',
    path: '/api/v4/contact-attributes/:attributeId',
    summary: 'Rename a contact attribute',
    params: idParam('attributeId'),
    body: contactAttributeBodySchema,
    response: contactAttributeResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  retireContactAttribute: defineRoute({
    ...organisers,
    operationId: 'retireContactAttribute',
    method: 'POST',
    path: '/api/v4/contact-attributes/:attributeId/retire',
    summary: 'Stop keeping a contact attribute; its values are kept',
    params: idParam('attributeId'),
    response: contactAttributeResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
