/**
 * Dates and times in a club's time zone, with the platform's formats. Built on `Intl` with one
 * formatter per time zone (a date library's time-zone plugin creates one per call, which made
 * rendering a schedule of a few hundred classes take a tenth of a second).
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The part of the Temporal API read here (browsers that have it; Node 20 has not). */
interface TemporalApi {
  Instant: {
    fromEpochMilliseconds(epochMs: number): {
      toZonedDateTimeISO(timeZone: string): WallTime & { dayOfWeek: number };
    };
  };
}

/**
 * The wall-clock reading of an instant (epoch milliseconds) in a time zone. Through Temporal where
 * there is one: a browser's first `Intl` formatter costs ~40 ms of loading ICU's data (a phone pays
 * it, four times over, while hydrating a page), Temporal's first reading ~1 ms. Both read the same
 * time-zone database, so a page rendered on the server reads the same in the browser.
 */
function wallTimeAt(epochMs: number, timeZone: string): WallTime {
  const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal;
  if (temporal) {
    const { year, month, day, hour, minute, dayOfWeek } = temporal.Instant.fromEpochMilliseconds(
      Math.floor(epochMs),
    ).toZonedDateTimeISO(timeZone);
    return { year, month, day, hour, minute, weekday: dayOfWeek % 7 };
  }
  const parts: Record<string, number> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(epochMs)) parts[type] = Number(value);
  const { year, month, day, hour, minute } = parts;
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

const inZone = (epochSeconds: number, timeZone: string) => wallTimeAt(epochSeconds * 1000, timeZone);
const twoDigits = (n: number) => String(n).padStart(2, '0');
/** 1st, 2nd, 3rd, 11th, 22nd. */
export const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** 'Mon 1st January 2024' (spec: 'ddd Do MMMM YYYY'). */
export function formatLongDate(epochSeconds: number, timeZone: string): string {
  const t = inZone(epochSeconds, timeZone);
  return `${DAYS[t.weekday].slice(0, 3)} ${ordinal(t.day)} ${MONTHS[t.month - 1]} ${t.year}`;
}

/** A wall-clock time as the spec writes times ('h:mm a'): '4:30 pm'. */
export const formatWallTime = (hour: number, minute: number) =>
  `${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'am' : 'pm'}`;

/** '4:30 pm' (spec: 'h:mm a'). */
export function formatTime(epochSeconds: number, timeZone: string): string {
  const { hour, minute } = inZone(epochSeconds, timeZone);
  return formatWallTime(hour, minute);
}

/**
 * A moment as the parent's pages write it: 'Thu 4th February 2027, 4:30 pm'. The parent's journey
 * writes every date as `formatLongDate` (the term card's format), never `formatShortDate`.
 */
export const formatDateTime = (epochSeconds: number, timeZone: string) =>
  `${formatLongDate(epochSeconds, timeZone)}, ${formatTime(epochSeconds, timeZone)}`;

/** Two dates as a range: 'Mon 1st February 2027 – Fri 5th February 2027'. */
export const formatDateRange = (first: number, last: number, timeZone: string) =>
  `${formatLongDate(first, timeZone)} – ${formatLongDate(last, timeZone)}`;

/** '01 Jan 2024' (spec: 'DD MMM YYYY'): staff tables only; the parent's pages use `formatLongDate`. */
export function formatShortDate(epochSeconds: number, timeZone: string): string {
  const t = inZone(epochSeconds, timeZone);
  return `${twoDigits(t.day)} ${MONTHS[t.month - 1].slice(0, 3)} ${t.year}`;
}

export const localHour = (epochSeconds: number, timeZone: string) => inZone(epochSeconds, timeZone).hour;
/** 0 = Sunday … 6 = Saturday, in the club's time zone. */
export const localWeekday = (epochSeconds: number, timeZone: string) => inZone(epochSeconds, timeZone).weekday;
/** YYYY-MM-DD in the club's time zone. */
export function localDateOf(epochSeconds: number, timeZone: string): string {
  const t = inZone(epochSeconds, timeZone);
  return `${t.year}-${twoDigits(t.month)}-${twoDigits(t.day)}`;
}

/**
 * The date (YYYY-MM-DD) on the club's wall calendar at an instant: "today" for the club, as the server
 * and the web both take it (never the browser's zone, nor UTC's).
 */
export const clubToday = (timeZone: string, now: Date): string =>
  localDateOf(Math.floor(now.getTime() / 1000), timeZone);

/** A calendar date (YYYY-MM-DD) some days later (or earlier, when negative), wherever the code runs. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole calendar days from one date (YYYY-MM-DD) to a later one. */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const t = wallTimeAt(epochMs, timeZone);
  const wallAsUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  return wallAsUtc - Math.floor(epochMs / 60_000) * 60_000;
}

/**
 * Epoch seconds of a club-local wall time, correct on both sides of a clocks change. A time the
 * clocks skip (01:30 when they go forward at 01:00) is read with the offset from before the change,
 * so it lands an hour later (02:30), as the clock on the wall would show.
 */
export function zonedWallTimeToEpoch(date: string, hours: number, mins: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hours, mins);
  const before = offsetAt(wallAsUtc - 86_400_000, timeZone);
  let epochMs = wallAsUtc - before;
  const after = offsetAt(epochMs, timeZone);
  if (after !== before && offsetAt(wallAsUtc - after, timeZone) === after) epochMs = wallAsUtc - after;
  return epochMs / 1000;
}
