import { z } from 'zod';
import { MAX_ID } from '../rules/ids.js';
import { defineRoute } from './define-route.js';
import { idSchema } from './id.js';

const bodyId = z.number().int().min(1).max(MAX_ID);

export const waitingListStatuses = ['waiting', 'offered', 'booked', 'left', 'declined', 'lapsed', 'moved'] as const;

/** One child's place on a run's waiting list, as its family or the club's staff see it. */
export const waitingListEntrySchema = z.object({
  entryId: z.number(),
  runId: z.number(),
  className: z.string(),
  childId: z.number(),
  childName: z.string(),
  status: z.enum(waitingListStatuses),
  /** 1 for the first family waiting; null once the entry is no longer in the queue. */
  position: z.number().nullable(),
  joinedAt: z.iso.datetime({ offset: true }),
  /** While a place is offered: until when it is held in the family's basket. */
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

const entryResponseSchema = z.object({ data: waitingListEntrySchema });

export const joinWaitingListBodySchema = z.object({ runId: bodyId, childId: bodyId });
export const leaveWaitingListBodySchema = z.object({ entryId: bodyId });
export const moveWaitingListEntryBodySchema = z.object({ entryId: bodyId, runId: bodyId });
export const offerWaitingListPlaceBodySchema = z.object({ entryId: bodyId });
export const runWaitingListParamSchema = z.object({ runId: idSchema });

/** An entry as the club's staff see it: with the child's date of birth, so a move lists the classes it fits first. */
export const staffWaitingListEntrySchema = waitingListEntrySchema.extend({
  childDateOfBirth: z.string().describe('YYYY-MM-DD'),
});
export type StaffWaitingListEntry = z.infer<typeof staffWaitingListEntrySchema>;

/** A run's waiting list in queue order, open entries first, for the club's staff. */
export const runWaitingListResponseSchema = z.object({ data: z.array(staffWaitingListEntrySchema) });

const parentsOwn = { tags: ['booking'], access: 'signed-in', scope: 'club' } as const;
const staff = {
  tags: ['registers'],
  access: { roles: ['organiser', 'coach', 'platform_manager'] },
  scope: 'club',
} as const;
const organisers = {
  tags: ['registers'],
  access: { roles: ['organiser', 'platform_manager'] },
  scope: 'club',
} as const;

/**
 * Waiting lists (the spec's legacy `/api` bookings and registers groups, whose paths it leaves
 * open): a family joins a full run's list and may leave it; a freed place is offered to the first
 * family waiting by holding it in their basket; organisers move an entry or offer a place now.
 */
export const waitingListApi = {
  joinWaitingList: defineRoute({
    ...parentsOwn,
    operationId: 'joinWaitingList',
    method: 'POST',
    path: '/api/bookings/waiting-list/join',
    summary: "Put one of the parent's children on a full run's waiting list, answering its place in the queue",
    body: joinWaitingListBodySchema,
    response: entryResponseSchema,
    errors: ['CONFLICT', 'PLACES_AVAILABLE', 'BUSY', 'FORBIDDEN'],
  }),
  leaveWaitingList: defineRoute({
    ...parentsOwn,
    operationId: 'leaveWaitingList',
    method: 'POST',
    path: '/api/bookings/waiting-list/leave',
    summary: 'Take a child off a waiting list (declining a place offered to them), offering it to the next family',
    body: leaveWaitingListBodySchema,
    response: entryResponseSchema,
    errors: ['CONFLICT', 'BUSY'],
  }),
  runWaitingList: defineRoute({
    ...staff,
    operationId: 'runWaitingList',
    method: 'GET',
    path: '/api/registers/waiting-list/:runId',
    summary: "A run's waiting list in queue order, with each entry's status",
    params: runWaitingListParamSchema,
    response: runWaitingListResponseSchema,
  }),
  moveWaitingListEntry: defineRoute({
    ...organisers,
    operationId: 'moveWaitingListEntry',
    method: 'POST',
    path: '/api/registers/waiting-list/move',
    summary: "Move a waiting child to another run's waiting list (at its end)",
    body: moveWaitingListEntryBodySchema,
    response: entryResponseSchema,
    errors: ['CONFLICT', 'BUSY'],
  }),
  offerWaitingListPlace: defineRoute({
    ...organisers,
    operationId: 'offerWaitingListPlace',
    method: 'POST',
    path: '/api/registers/waiting-list/offer',
    summary: "Offer a free place to this entry now, whatever its place in the queue: held in the family's basket",
    body: offerWaitingListPlaceBodySchema,
    response: entryResponseSchema,
    errors: ['CONFLICT', 'CAPACITY_EXCEEDED', 'BUSY', 'CLUB_SUSPENDED'],
  }),
};
