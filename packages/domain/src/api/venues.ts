import { z } from 'zod';
import { deletedResponseSchema, scheduleManagers } from './admin-schedule.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { venueBodySchema } from './venue-choice.js';

export const adminVenueSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  notes: z.string(),
  located: z.boolean().describe('whether the postcode was found on the map (the distance filter needs it)'),
  runs: z
    .array(z.object({ runId: z.number().int(), className: z.string(), termName: z.string() }))
    .describe('the runs held there'),
  camps: z.array(z.object({ campId: z.number().int(), className: z.string() })).describe('the camps held there'),
});
export const adminVenuesResponseSchema = z.object({ venues: z.array(adminVenueSchema).describe('by name') });
export const adminVenueResponseSchema = z.object({ venue: adminVenueSchema });

const admin = { tags: ['venues'], access: scheduleManagers, scope: 'club' } as const;

export const venuesApi = {
  adminVenues: defineRoute({
    ...admin,
    operationId: 'adminVenues',
    method: 'GET',
    path: '/api/v4/schedule/venues',
    summary: "The club's venues, with the runs and camps held at each",
    response: adminVenuesResponseSchema,
  }),
  createVenue: defineRoute({
    ...admin,
    operationId: 'createVenue',
    method: 'POST',
    path: '/api/v4/schedule/venues',
    summary: 'Add a venue; its postcode is located for the distance filter',
    body: venueBodySchema,
    response: adminVenueResponseSchema,
  }),
  updateVenue: defineRoute({
    ...admin,
    operationId: 'updateVenue',
    method: 'POST',
    path: '/api/v4/schedule/venues/:venueId',
    summary: "Change a venue's name, address, postcode or notes",
    params: idParam('venueId'),
    body: venueBodySchema,
    response: adminVenueResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  deleteVenue: defineRoute({
    ...admin,
    operationId: 'deleteVenue',
    method: 'POST',
    path: '/api/v4/schedule/venues/:venueId/delete',
    summary: 'Delete a venue; refused (409, naming them) while a run or camp is held there',
    params: idParam('venueId'),
    response: deletedResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};

export type AdminVenue = z.infer<typeof adminVenueSchema>;
