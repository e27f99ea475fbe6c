import { scheduleApi } from '@clubroom/domain/api';
import type { PageMatch } from '@clubroom/domain/pages';
import {
  campStructuredData,
  clubSiteOrigin,
  formatAgeRange,
  formatDateRange,
  runStructuredData,
  termStructuredData,
  weeklySlots,
} from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PageAnswer, PageContent } from '../../platform/web-app.js';
import { getCampInfo } from './get-camp-info.js';
import { getRunInfo } from './get-run-info.js';
import { getTermInfo } from './get-term-info.js';
import type { ScheduleState } from './schedule-state.js';
import { keptScheduleStructuredData } from './schedule-structured-data.js';
import type { Viewer } from './viewer.js';

/** The resource a page shows, or null when there is none (the page then answers 404). */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** An answer as its route sends it: through the route's response schema, serialised once. */
function answerOf<T>(schema: { parse: (value: unknown) => T }, value: unknown): PageAnswer {
  const sent = schema.parse(value);
  return { value: sent, json: JSON.stringify(sent) };
}

/**
 * What the schedule's public pages (the schedule, a run, a camp, a term) show before the app runs:
 * the tab title and link-preview description, so that a shared link shows the class, venue and
 * dates, and the route answers the page is rendered from (the schedule from the same cache as its
 * API, so a page costs no more database work). The head is null for a run, camp or term that
 * does not exist; the content is undefined for other pages.
 */
export function schedulePageContent(state: ScheduleState, publicUrl: URL) {
  const { repo, cache, versionKeyOf, clock } = state;
  const scheduleJsonLd = keptScheduleStructuredData();
  return async (club: ResolvedClub, { page, params }: PageMatch, viewer: Viewer): Promise<PageContent | undefined> => {
    const tz = club.timeZone;
    // What search engines read of the page (schema.org JSON-LD): the club and its sessions, where, and how to book.
    const site = { name: club.name, origin: clubSiteOrigin(publicUrl, club.subdomain), currency: club.currency };
    const nowSeconds = Math.floor(clock().getTime() / 1000);
    switch (page) {
      case 'schedule': {
        const cached = await cache.get(club, await versionKeyOf(club.id), clock());
        return {
          head: {
            title: null,
            description:
              club.description || `Classes and holiday camps at ${club.name}: see what's on and book online.`,
            structuredData: scheduleJsonLd(cached, site, nowSeconds),
          },
          data: { currentSchedule: { value: cached.value, json: cached.body, key: cached.etag } },
        };
      }
      case 'runInfo': {
        const info = await orNull(getRunInfo(state, club, Number(params.runId), clock(), viewer));
        if (!info) return { head: null, data: { runInfo: null } };
        const { run, term, venue } = info;
        const times = weeklySlots(run, tz)
          .map((s) => `${s.day}s ${s.start}`)
          .join(', ');
        return {
          head: {
            title: run.className,
            description: `${run.className} at ${venue.name} (${formatAgeRange(run.ageFrom, run.ageTo)}): ${times}, ${term.termName}, ${formatDateRange(term.termStartDateTime, term.termEndDateTime, tz)}.`,
            structuredData: runStructuredData(site, info, nowSeconds),
          },
          data: { runInfo: answerOf(scheduleApi.runInfo.response, info) },
        };
      }
      case 'campInfo': {
        const info = await orNull(getCampInfo(state, club, Number(params.campId), viewer));
        if (!info) return { head: null, data: { campInfo: null } };
        const { camp } = info;
        return {
          head: {
            title: camp.className,
            description: `${camp.className} at ${info.venue.name} (${formatAgeRange(camp.ageFromInMonths, camp.ageToInMonths)}), ${formatDateRange(camp.startDateTime, camp.endDateTime, tz)}.`,
            structuredData: campStructuredData(site, info),
          },
          data: { campInfo: answerOf(scheduleApi.campInfo.response, info) },
        };
      }
      case 'termInfo': {
        const info = await orNull(getTermInfo(repo, club, Number(params.termId), clock()));
        if (!info) return { head: null, data: { termInfo: null } };
        const { term } = info;
        const classes = [...new Set(term.runs.map((r) => r.className))].join(', ');
        return {
          head: {
            title: term.termName,
            description: `${term.termName} at ${club.name}, ${formatDateRange(term.termStartDateTime, term.termEndDateTime, tz)}${classes ? `: ${classes}` : ''}.`,
            structuredData: termStructuredData(site, info, nowSeconds),
          },
          data: { termInfo: answerOf(scheduleApi.termInfo.response, info) },
        };
      }
      default:
        return undefined;
    }
  };
}
