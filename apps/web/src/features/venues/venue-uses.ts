import type { AdminVenue } from '@clubroom/domain/api';
import { listInWords, messages } from '@clubroom/domain/messages';

const t = messages.venues;

/** What is held at the venue, in words ('' when nothing): as the server's refusal to delete it names them. */
export const venueUsesInWords = (venue: AdminVenue): string =>
  listInWords([
    ...venue.runs.map((r) => t.runUse(r.className, r.termName)),
    ...venue.camps.map((c) => t.campUse(c.className)),
  ]);
