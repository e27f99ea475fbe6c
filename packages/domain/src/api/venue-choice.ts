import { z } from 'zod';
import { venuesMessages } from '../messages/venues.js';
import { MAX_ID } from '../rules/ids.js';
import { nameSchema, plainText } from './text.js';

const says = venuesMessages.venues.errors;

/** A venue as an organiser writes it: its postcode is checked and located by the server. */
export const venueBodySchema = z.object({
  name: nameSchema('Venue name'),
  address: plainText().trim().max(300, 'must be at most 300 characters'),
  // Too long to be a postcode says what a postcode is, as one the map cannot find does.
  postcode: plainText().trim().min(1, 'Postcode is required').max(10, says.notPostcode),
  notes: z
    .string()
    .trim()
    .max(1000, 'must be at most 1000 characters')
    .optional()
    .describe('parking, the entrance, what to bring; left out: none (unchanged when editing)'),
});

/**
 * The venue of a run or a camp: one of the club's, or a new one added with it (in the same
 * transaction). Anything else (none chosen) is refused in plain words, naming `venue`.
 */
export const venueChoiceSchema = z.union(
  [
    z.object({
      venueId: z.number({ error: says.venueNeeded }).int(says.venueNeeded).min(1, says.venueNeeded).max(MAX_ID),
    }),
    z.object({ newVenue: venueBodySchema }),
  ],
  { error: says.venueNeeded },
);

export type VenueBody = z.infer<typeof venueBodySchema>;
export type VenueChoice = z.infer<typeof venueChoiceSchema>;
