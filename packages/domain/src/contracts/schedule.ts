import { z } from 'zod';

import { weekdayNames } from './weekdays.js';

export { weekdayNames };

/** A weekly class time: `dow` 0 = Sunday … 6 = Saturday, start in the club's local wall time. */
export const classTimeSchema = z.object({
  dow: z.number().int().min(0).max(6),
  starttime: z.object({ hours: z.number().int().min(0).max(23), mins: z.number().int().min(0).max(59) }),
});

/** One dated session of a run; times are epoch seconds. */
export const sessionSchema = z.object({
  day: z.enum(weekdayNames),
  startTime: z.number().int(),
  endTime: z.number().int(),
});

export const runSchema = z.object({
  runId: z.number().int(),
  className: z.string(),
  venueName: z.string(),
  bookingsCount: z.number().int(),
  capacity: z.number().int(),
  ageFrom: z.number().int().describe('months'),
  ageTo: z.number().int().describe('months; 0 with ageFrom 0 means all ages'),
  runStartTime: z.number().int().describe('epoch seconds of the first session start'),
  runEndTime: z.number().int().describe('epoch seconds of the first session end'),
  hasTrialOptions: z.union([z.literal(0), z.literal(1)]),
  classTimes: z.array(classTimeSchema),
  sessions: z.array(sessionSchema),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  spacesAvailable: z.boolean(),
});

export const termSchema = z.object({
  termId: z.number().int(),
  termName: z.string(),
  termStartDateTime: z.number().int(),
  termEndDateTime: z.number().int(),
  days: z.array(z.enum(weekdayNames)).describe('weekdays on which the term has sessions, Monday first'),
  runs: z.array(runSchema),
});

export const campWeekSchema = z.object({
  weekStart: z.number().int(),
  weekEnd: z.number().int(),
  instanceGroupId: z.number().int(),
  name: z.string(),
});

export const campSchema = z.object({
  campId: z.number().int(),
  className: z.string(),
  venueName: z.string(),
  description: z.string(),
  ageFromInMonths: z.number().int(),
  ageToInMonths: z.number().int(),
  startDateTime: z.number().int(),
  endDateTime: z.number().int(),
  weeks: z.array(campWeekSchema),
  latitude: z.number().nullable().describe('the venue; lets the distance filter apply to camps'),
  longitude: z.number().nullable(),
});

export const scheduleResponseSchema = z.object({
  terms: z.array(termSchema),
  camps: z.array(campSchema),
});

export type ClassTime = z.infer<typeof classTimeSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type Run = z.infer<typeof runSchema>;
export type Term = z.infer<typeof termSchema>;
export type CampWeek = z.infer<typeof campWeekSchema>;
export type Camp = z.infer<typeof campSchema>;
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;
