import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { FEED_REFRESH_MINUTES } from '@clubroom/domain/api';

/** One event of a feed. Times are epoch seconds; they are written as wall times in `timeZone`, with its VTIMEZONE. */
export interface FeedEvent {
  /** Stable across reads, so a calendar app updates the event rather than adding another. */
  uid: string;
  startTime: number;
  endTime: number;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  /** The club cancelled it: written STATUS:CANCELLED, so calendar apps show or drop it as cancelled. */
  cancelled: boolean;
}

/** The VTIMEZONE of an IANA zone (its daylight-saving rules), from the tz database the library ships. */
function vtimezoneOf(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

const inZone = (epochSeconds: number, timeZone: string) => DateTime.fromSeconds(epochSeconds, { zone: timeZone });

/**
 * An iCalendar document (RFC 5545) of some events: each written in its club's zone (`DTSTART;TZID=Europe/London`)
 * with that zone's VTIMEZONE, so every calendar app places it right on both sides of a clock change; the
 * feed asks apps to refresh every FEED_REFRESH_MINUTES (REFRESH-INTERVAL and X-PUBLISHED-TTL).
 */
export function icalDocument(name: string, events: FeedEvent[], now: Date): string {
  const zones = [...new Set(events.map((e) => e.timeZone))];
  const calendar = ical({
    name,
    prodId: { company: 'Clubroom', product: 'Calendar feeds', language: 'EN' },
    timezone: { name: zones.length === 1 ? zones[0] : null, generator: vtimezoneOf },
    ttl: FEED_REFRESH_MINUTES * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: inZone(event.startTime, event.timeZone),
      end: inZone(event.endTime, event.timeZone),
      timezone: event.timeZone,
      stamp: now,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
