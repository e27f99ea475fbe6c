import { z } from 'zod';
import { trophiesMessages } from '../messages/trophies.js';
import { MAX_ID } from '../rules/ids.js';
import { defineRoute } from './define-route.js';
import { idParam, idSchema } from './id.js';
import { nameSchema, plainText } from './text.js';

const t = trophiesMessages.trophies;
const bodyId = z.number().int().min(1).max(MAX_ID);

/** A level or badge a club defines for one activity (a class name of its runs), in the activity's order. */
export const trophySchema = z.object({
  trophyId: z.number(),
  activity: z.string().describe("the class name of the runs it is awarded on (the run's className)"),
  name: z.string(),
  position: z.number().int().describe('its place in the activity’s order of levels: 1 first'),
  colour: z.string().describe('6 lower-case hex digits without #'),
  imageUrl: z.string().nullable().describe('its picture (GET /api/v4/trophies/{trophyId}/image), or null: its colour'),
  awardedCount: z.number().int().describe('children holding it (a trophy held by anyone cannot be removed)'),
});
export type Trophy = z.infer<typeof trophySchema>;

/** A trophy as an organiser writes it. */
export const trophyBodySchema = z.object({
  activity: nameSchema('Class'),
  name: plainText().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  position: z.number().int().min(1).max(50),
  colour: z.string().regex(/^[0-9a-f]{6}$/, t.badColour),
});
export type TrophyBody = z.infer<typeof trophyBodySchema>;

export const trophiesResponseSchema = z.object({
  trophies: z.array(trophySchema).describe('by activity, then position'),
  activities: z.array(z.string()).describe("the class names of the club's runs, for choosing a trophy's activity"),
});
export type TrophiesResponse = z.infer<typeof trophiesResponseSchema>;

export const awardSchema = z.object({
  awardId: z.number(),
  childId: z.number(),
  trophyId: z.number(),
  awardedAt: z.iso.datetime({ offset: true }),
});
export type Award = z.infer<typeof awardSchema>;

/** What the register shows for trophies: the run's activity's levels, who holds which, and who is ready to move up. */
export const runTrophiesResponseSchema = z.object({
  trophies: z.array(trophySchema).describe("the run's activity's trophies, in order"),
  awards: z.array(awardSchema).describe("the run's children's awards of these trophies, on any run"),
  readyToMoveUp: z.array(z.number()).describe('children marked ready for the next level'),
  nextLevelRun: z
    .object({ runId: z.number(), className: z.string(), termName: z.string(), venueName: z.string() })
    .nullable()
    .describe("the suggested run for next term (docs/club-admin.md, 'The next level's run'); null: none"),
});
export type RunTrophies = z.infer<typeof runTrophiesResponseSchema>;

export const awardBodySchema = z.object({ childId: bodyId, trophyId: bodyId });
export const moveUpBodySchema = z.object({ childId: bodyId, ready: z.boolean() });
export const awardParamSchema = z.object({ runId: idSchema, awardId: idSchema });

/** A child's trophies as their family sees them: newest first. */
export const childAwardSchema = z.object({
  awardId: z.number(),
  trophyName: z.string(),
  activity: z.string(),
  colour: z.string(),
  imageUrl: z.string().nullable().describe("the trophy's picture, or null"),
  awardedAt: z.iso.datetime({ offset: true }),
});
export type ChildAward = z.infer<typeof childAwardSchema>;
export const childTrophiesResponseSchema = z.object({ awards: z.array(childAwardSchema) });

const managers = ['organiser', 'franchise_manager', 'platform_manager'] as const;
const organisers = { tags: ['trophies'], access: { roles: managers }, scope: 'club' } as const;
/** A register's staff: the object rule (registers' `openRegister`) lets a coach in only on runs they take. */
const registerStaff = { tags: ['trophies'], access: { roles: [...managers, 'coach'] }, scope: 'club' } as const;
/** A family's own: another person's child or award answers 404. */
const family = { tags: ['trophies'], access: 'signed-in', scope: 'club' } as const;
const off = ['TROPHIES_OFF'] as const;

/** Grading trophies (issue 25): levels and badges per activity, awarded from the register. */
export const trophiesApi = {
  trophies: defineRoute({
    ...organisers,
    operationId: 'trophies',
    method: 'GET',
    path: '/api/v4/trophies',
    summary: "The club's levels and badges, by activity, with the activities they can be given for",
    response: trophiesResponseSchema,
    errors: [...off],
  }),
  addTrophy: defineRoute({
    ...organisers,
    operationId: 'addTrophy',
    method: 'POST',
    path: '/api/v4/trophies/add',
    summary: 'Define a level or badge for an activity',
    body: trophyBodySchema,
    response: trophiesResponseSchema,
    errors: ['VALIDATION_FAILED', ...off],
  }),
  updateTrophy: defineRoute({
    ...organisers,
    operationId: 'updateTrophy',
    method: 'POST',
    path: '/api/v4/trophies/:trophyId/update',
    summary: "Change a trophy's name, order, colour or activity",
    params: idParam('trophyId'),
    body: trophyBodySchema,
    response: trophiesResponseSchema,
    errors: ['NOT_FOUND', 'VALIDATION_FAILED', ...off],
  }),
  removeTrophy: defineRoute({
    ...organisers,
    operationId: 'removeTrophy',
    method: 'POST',
    path: '/api/v4/trophies/:trophyId/remove',
    summary: 'Remove a trophy nobody holds',
    params: idParam('trophyId'),
    response: trophiesResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', ...off],
  }),
  /** multipart/form-data: the file `image`. */
  uploadTrophyImage: defineRoute({
    ...organisers,
    operationId: 'uploadTrophyImage',
    method: 'POST',
    path: '/api/v4/trophies/:trophyId/image',
    summary: 'Give a trophy a picture (multipart: image, a PNG or JPEG of at most 1 MB, judged by its content)',
    params: idParam('trophyId'),
    upload: true,
    response: trophiesResponseSchema,
    errors: ['NOT_FOUND', ...off],
  }),
  removeTrophyImage: defineRoute({
    ...organisers,
    operationId: 'removeTrophyImage',
    method: 'POST',
    path: '/api/v4/trophies/:trophyId/image/remove',
    summary: "Take a trophy's picture away (its colour shows instead)",
    params: idParam('trophyId'),
    response: trophiesResponseSchema,
    errors: ['NOT_FOUND', ...off],
  }),
  trophyImage: defineRoute({
    ...family,
    operationId: 'trophyImage',
    method: 'GET',
    path: '/api/v4/trophies/:trophyId/image',
    summary: "A trophy's picture (image/png or image/jpeg), for anyone signed in on the club's site",
    params: idParam('trophyId'),
    errors: ['NOT_FOUND', ...off],
  }),
  runTrophies: defineRoute({
    ...registerStaff,
    operationId: 'runTrophies',
    method: 'GET',
    path: '/api/v4/registers/run/:runId/trophies',
    summary: "A register's trophies: the activity's levels, the children's awards, who is ready to move up",
    params: idParam('runId'),
    response: runTrophiesResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', ...off],
  }),
  awardTrophy: defineRoute({
    ...registerStaff,
    operationId: 'awardTrophy',
    method: 'POST',
    path: '/api/v4/registers/run/:runId/trophies/award',
    summary: "Award one of the activity's trophies to a child on the run; the family is emailed (again: no change)",
    params: idParam('runId'),
    body: awardBodySchema,
    response: awardSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED', ...off],
  }),
  undoAward: defineRoute({
    ...registerStaff,
    operationId: 'undoAward',
    method: 'POST',
    path: '/api/v4/registers/run/:runId/trophies/award/:awardId/undo',
    summary: 'Take back an award made on this run (a mistaken tap); its email is not sent if it has not gone yet',
    params: awardParamSchema,
    response: z.object({ undone: z.literal(true) }),
    errors: ['NOT_FOUND', 'FORBIDDEN', ...off],
  }),
  markMoveUp: defineRoute({
    ...registerStaff,
    operationId: 'markMoveUp',
    method: 'POST',
    path: '/api/v4/registers/run/:runId/move-up',
    summary: 'Mark a child on the run ready (or no longer ready) to move up to the next level next term',
    params: idParam('runId'),
    body: moveUpBodySchema,
    response: z.object({ readyToMoveUp: z.array(z.number()) }),
    errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED', ...off],
  }),
  childTrophies: defineRoute({
    ...family,
    operationId: 'childTrophies',
    method: 'GET',
    path: '/api/v4/people/child/:personId/trophies',
    summary: "The trophies the parent's child holds at this club, newest first",
    params: idParam('personId'),
    response: childTrophiesResponseSchema,
    errors: ['NOT_FOUND', ...off],
  }),
  trophyCertificate: defineRoute({
    ...family,
    operationId: 'trophyCertificate',
    method: 'GET',
    path: '/api/v4/trophies/award/:awardId/certificate.pdf',
    summary: "An award's printable certificate (application/pdf), for the child's family and the club's organisers",
    params: idParam('awardId'),
    errors: ['NOT_FOUND', ...off],
  }),
};
