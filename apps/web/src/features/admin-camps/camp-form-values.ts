import { campBodySchema, campWeekDates, weekdayOf, type AdminCamp, type CampBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { addDays, formatAmount, penceOf } from '@clubroom/domain/rules';
import { NOT_AN_AMOUNT, NOT_A_NUMBER, unreadable } from '../admin-schedule/run-form-values';
import {
  venueChoiceOf,
  venueChoiceValuesOf,
  venueFormFieldOf,
  type VenueChoiceValues,
} from '../venues/venue-choice-values';

/** A week as the form holds it: `runs` ticks Monday to Friday. */
export interface CampWeekValues {
  weekId?: number;
  name: string;
  startDate: string;
  runs: boolean[];
}

/** A camp as its form holds it: text fields as typed, money in pounds; its venue as the venue chooser holds it. */
export interface CampFormValues extends VenueChoiceValues {
  className: string;
  description: string;
  ageFrom: string;
  ageTo: string;
  capacity: string;
  weekPrice: string;
  dayPrice: string;
  startTime: string;
  endTime: string;
  inviteOnly: boolean;
  weeks: CampWeekValues[];
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
const everyDay = () => [true, true, true, true, true];

/** The Monday on or after a date. */
export const mondayFrom = (date: string) => addDays(date, (8 - weekdayOf(date)) % 7);

/** A new week: the Monday after the last one, or the next Monday from `today`; labelled 'Week n'. */
export function nextWeek(weeks: CampWeekValues[], today: string): CampWeekValues {
  const last = weeks.at(-1)?.startDate;
  const startDate = last && isDate(last) ? addDays(last, 7) : mondayFrom(today);
  return { name: messages.adminCamps.form.defaultWeekName(weeks.length + 1), startDate, runs: everyDay() };
}

/** The form's values for a camp (a new one when none). */
export function campFormValuesOf(camp: AdminCamp | undefined, firstVenueId: number | undefined, today: string) {
  if (!camp) {
    return {
      className: '',
      ...venueChoiceValuesOf(firstVenueId),
      description: '',
      ageFrom: '0',
      ageTo: '0',
      capacity: '20',
      weekPrice: '',
      dayPrice: '',
      startTime: '09:00',
      endTime: '15:00',
      inviteOnly: false,
      weeks: [nextWeek([], today)],
    } satisfies CampFormValues;
  }
  return {
    className: camp.className,
    ...venueChoiceValuesOf(camp.venueId),
    description: camp.description,
    ageFrom: String(camp.ageFrom),
    ageTo: String(camp.ageTo),
    capacity: String(camp.capacity),
    weekPrice: formatAmount(camp.weekPrice),
    dayPrice: formatAmount(camp.dayPrice),
    startTime: camp.startTime,
    endTime: camp.endTime,
    inviteOnly: camp.inviteOnly,
    weeks: camp.weeks.map((w) => ({
      weekId: w.weekId,
      name: w.name,
      startDate: w.startDate,
      runs: campWeekDates(w.startDate).map((date) => !w.skippedDates.includes(date)),
    })),
  } satisfies CampFormValues;
}

/** Fields of the details step: a server error on one of them sends the organiser back there. */
export const detailsFields = new Set<string>([
  'className',
  'venueId',
  'newVenue.name',
  'newVenue.address',
  'newVenue.postcode',
  'newVenue.notes',
  'description',
  'ageFrom',
  'ageTo',
  'capacity',
  'weekPrice',
  'dayPrice',
  'startTime',
  'endTime',
  'inviteOnly',
]);

/** A server issue's field (`venue.newVenue.postcode`, `weeks.0.skippedDates.1`) as the form's field. */
export function formFieldOf(path: string): string {
  const venueField = venueFormFieldOf(path);
  if (venueField) return venueField;
  const skipped = /^weeks\.(\d+)\.skippedDates/.exec(path);
  if (skipped) return `weeks.${skipped[1]}.runs`;
  return path;
}

/**
 * The camp's body from the form, or the fields that are not numbers where numbers are needed (the
 * server checks everything else and names the field).
 */
export function campBodyOf(values: CampFormValues): { body: CampBody } | { errors: Record<string, string> } {
  const { body, errors } = readCamp(values);
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/**
 * What is wrong on the details step, so the wizard stays there until it is right: the numbers the
 * form reads, then the camp's own rules (the server's schema: a name, a venue, ages, places, prices,
 * times), each by its form field. Empty when the weeks may come next.
 */
export function detailsProblems(values: CampFormValues): Record<string, string> {
  const { body, errors } = readCamp(values);
  const problems = Object.fromEntries(Object.entries(errors).filter(([field]) => detailsFields.has(field)));
  for (const issue of campBodySchema.safeParse(body).error?.issues ?? []) {
    const field = formFieldOf(issue.path.join('.'));
    if (detailsFields.has(field)) problems[field] ??= issue.message;
  }
  return problems;
}

/** The camp's body as the form reads it, with the fields whose numbers cannot be read. */
function readCamp(values: CampFormValues): { body: CampBody; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const whole = (field: 'ageFrom' | 'ageTo' | 'capacity') => {
    const text = values[field].trim();
    if (!/^\d+$/.test(text)) errors[field] = unreadable(text, NOT_A_NUMBER);
    return Number(text);
  };
  const money = (field: 'weekPrice' | 'dayPrice') => {
    const n = penceOf(values[field]);
    if (n === null) errors[field] = unreadable(values[field], NOT_AN_AMOUNT);
    return n ?? 0;
  };
  const venue = venueChoiceOf(values);
  if ('error' in venue) errors.venueId = venue.error;
  const body: CampBody = {
    className: values.className,
    venue: 'venue' in venue ? venue.venue : { venueId: 0 },
    description: values.description,
    ageFrom: whole('ageFrom'),
    ageTo: whole('ageTo'),
    capacity: whole('capacity'),
    weekPrice: money('weekPrice'),
    dayPrice: money('dayPrice'),
    startTime: values.startTime,
    endTime: values.endTime,
    inviteOnly: values.inviteOnly,
    weeks: values.weeks.map((w) => ({
      ...(w.weekId === undefined ? {} : { weekId: w.weekId }),
      name: w.name,
      startDate: w.startDate,
      skippedDates: isDate(w.startDate) ? campWeekDates(w.startDate).filter((_, i) => !w.runs[i]) : [],
    })),
  };
  return { body, errors };
}
