import type { CampInfo, Run, RunInfo, ScheduleResponse, TermInfo, Venue } from '../api/schedule.js';
import { clubPages, pagePath } from '../pages.js';
import { isRunFull } from './schedule-filters.js';

/** A schema.org JSON-LD object (https://schema.org), written into a page's head for search engines. */
export type StructuredData = Record<string, unknown>;

/** The club as its pages name it: its name and its own site (`https://demo.clubroom.example`). */
export interface SiteClub {
  name: string;
  origin: string;
  currency: string;
}

const CONTEXT = 'https://schema.org';
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
const availability = (full: boolean) => `${CONTEXT}/${full ? 'SoldOut' : 'InStock'}`;

const place = (venue: Pick<Venue, 'name' | 'latitude' | 'longitude'> & Partial<Venue>) => ({
  '@type': 'Place',
  name: venue.name,
  ...(venue.address !== undefined && {
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address,
      postalCode: venue.postcode,
      addressCountry: 'GB',
    },
  }),
  ...(venue.latitude !== null &&
    venue.longitude !== null && {
      geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude },
    }),
});

const offer = (url: string, full: boolean, price?: number, currency?: string) => ({
  '@type': 'Offer',
  url,
  availability: availability(full),
  ...(price !== undefined && { price: (price / 100).toFixed(2), priceCurrency: currency }),
});

const organiser = (club: SiteClub) => ({ '@type': 'Organization', name: club.name, url: `${club.origin}/` });

/** The run's next session to start (the first, when the term is over), for its startDate. */
const sessionOf = (run: Run, nowSeconds: number) =>
  run.sessions.find((s) => !s.cancelled && s.startTime >= nowSeconds) ?? run.sessions[0];

/** A class as an `Event` at its next session, with where it is and a link to book (none for a run without sessions). */
function runEvents(club: SiteClub, runs: Run[], nowSeconds: number): StructuredData[] {
  return runs.flatMap((run) => {
    const session = sessionOf(run, nowSeconds);
    if (!session) return [];
    const url = club.origin + pagePath(clubPages.runInfo, { runId: run.runId });
    return [
      {
        '@type': 'Event',
        name: run.className,
        startDate: iso(session.startTime),
        endDate: iso(session.endTime),
        location: place({ name: run.venueName, latitude: run.latitude, longitude: run.longitude }),
        offers: offer(url, isRunFull(run)),
        url,
      },
    ];
  });
}

/**
 * The schedule page: the club as a `SportsActivityLocation` whose events are each class's next session and each
 * camp, with where they are and a link to book.
 */
export function scheduleStructuredData(club: SiteClub, schedule: ScheduleResponse, nowSeconds: number): StructuredData {
  const classEvents = runEvents(
    club,
    schedule.terms.flatMap((term) => term.runs),
    nowSeconds,
  );
  const campEvents = schedule.camps.map((camp) => {
    const url = club.origin + pagePath(clubPages.campInfo, { campId: camp.campId });
    return {
      '@type': 'Event',
      name: camp.className,
      description: camp.description,
      startDate: iso(camp.startDateTime),
      endDate: iso(camp.endDateTime),
      location: place({ name: camp.venueName, latitude: camp.latitude, longitude: camp.longitude }),
      offers: offer(url, false),
      url,
    };
  });
  return {
    '@context': CONTEXT,
    '@type': 'SportsActivityLocation',
    name: club.name,
    url: `${club.origin}/`,
    event: [...classEvents, ...campEvents],
  };
}

/** A run's page: a `Course` whose instance (an Event) is its term's sessions, with the term's price. */
export function runStructuredData(club: SiteClub, info: RunInfo, nowSeconds: number): StructuredData {
  const { run, term, venue } = info;
  const url = club.origin + pagePath(clubPages.runInfo, { runId: run.runId });
  const session = sessionOf(run, nowSeconds);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: run.className,
    description: `${run.className} at ${venue.name}, ${term.termName}.`,
    url,
    provider: organiser(club),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      name: `${run.className}, ${term.termName}`,
      courseMode: 'onsite',
      startDate: iso(session?.startTime ?? term.termStartDateTime),
      endDate: iso(term.termEndDateTime),
      location: place(venue),
      offers: offer(url, isRunFull(run), info.pricePerTerm, info.currency),
    },
  };
}

/** A camp's page: an `Event` from its first day to its last, priced by the week. */
export function campStructuredData(club: SiteClub, info: CampInfo): StructuredData {
  const { camp, venue } = info;
  const url = club.origin + pagePath(clubPages.campInfo, { campId: camp.campId });
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: camp.className,
    description: camp.description,
    url,
    startDate: iso(camp.startDateTime),
    endDate: iso(camp.endDateTime),
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    location: place(venue),
    organizer: organiser(club),
    offers: offer(url, false, info.weekPrice, info.currency),
  };
}

/**
 * A term's page: an `EventSeries` from the term's first day to its last, organised by the club, whose `subEvent`s are
 * its classes (each at its next session, with where it is and a link to book).
 */
export function termStructuredData(club: SiteClub, info: TermInfo, nowSeconds: number): StructuredData {
  const { term } = info;
  return {
    '@context': CONTEXT,
    '@type': 'EventSeries',
    name: term.termName,
    url: club.origin + pagePath(clubPages.termInfo, { termId: term.termId, termName: term.termName }),
    startDate: iso(term.termStartDateTime),
    endDate: iso(term.termEndDateTime),
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    organizer: organiser(club),
    subEvent: runEvents(club, term.runs, nowSeconds),
  };
}
