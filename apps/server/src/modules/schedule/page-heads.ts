import type { PageMatch } from '@clubroom/domain/pages';
import { formatAgeRange, formatShortDate, weeklySlots } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PageHead } from '../../platform/web-app.js';
import { getCampInfo } from './get-camp-info.js';
import { getRunInfo } from './get-run-info.js';
import { getTermInfo } from './get-term-info.js';
import type { ScheduleRepository } from './schedule.repository.js';

/** The resource a page shows, or null when there is none (the page then answers 404). */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const dateRange = (from: number, to: number, timeZone: string) =>
  `${formatShortDate(from, timeZone)} – ${formatShortDate(to, timeZone)}`;

/**
 * The tab title and link-preview description of the schedule's public pages (the schedule, a
 * run, a camp, a term), read before the page is sent so that a shared link shows the class,
 * venue and dates; null for a run, camp or term that does not exist; undefined for other pages.
 */
export function schedulePageHeads(repo: ScheduleRepository, clock: () => Date) {
  return async (club: ResolvedClub, { page, params }: PageMatch): Promise<PageHead | null | undefined> => {
    const tz = club.timeZone;
    switch (page) {
      case 'schedule':
        return {
          title: null,
          description: club.description || `Classes and holiday camps at ${club.name}: see what's on and book online.`,
        };
      case 'runInfo': {
        const info = await orNull(getRunInfo(repo, club, Number(params.runId), clock()));
        if (!info) return null;
        const { run, term, venue } = info;
        const times = weeklySlots(run, tz)
          .map((s) => `${s.day}s ${s.start}`)
          .join(', ');
        return {
          title: run.className,
          description: `${run.className} at ${venue.name} (${formatAgeRange(run.ageFrom, run.ageTo)}): ${times}, ${term.termName}, ${dateRange(term.termStartDateTime, term.termEndDateTime, tz)}.`,
        };
      }
      case 'campInfo': {
        const info = await orNull(getCampInfo(repo, club, Number(params.campId)));
        if (!info) return null;
        const { camp } = info;
        return {
          title: camp.className,
          description: `${camp.className} at ${info.venue.name} (${formatAgeRange(camp.ageFromInMonths, camp.ageToInMonths)}), ${dateRange(camp.startDateTime, camp.endDateTime, tz)}.`,
        };
      }
      case 'termInfo': {
        const info = await orNull(getTermInfo(repo, club, Number(params.termId)));
        if (!info) return null;
        const { term } = info;
        const classes = [...new Set(term.runs.map((r) => r.className))].join(', ');
        return {
          title: term.termName,
          description: `${term.termName} at ${club.name}, ${dateRange(term.termStartDateTime, term.termEndDateTime, tz)}${classes ? `: ${classes}` : ''}.`,
        };
      }
      default:
        return undefined;
    }
  };
}

export type SchedulePageHeads = ReturnType<typeof schedulePageHeads>;
