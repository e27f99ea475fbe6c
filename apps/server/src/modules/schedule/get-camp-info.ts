import { weekdayNames, type CampInfo } from '@clubroom/domain/api';
import { localWeekday } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { toEpoch } from '../../lib/epoch.js';
import { publicCamp } from './assemble-schedule.js';
import { loadCamps } from './load-camps.js';
import { venueInfo, type InfoPageDeps } from './info-page.js';
import { assertVisible, type Viewer } from './viewer.js';

/**
 * One camp for its info page: weeks with their days, venue and day/week prices. A draft camp is
 * found only by staff, an invite-only one by staff and invited accounts (`assertVisible`).
 */
export async function getCampInfo(
  { repo, invitations }: InfoPageDeps,
  club: ResolvedClub,
  campId: number,
  viewer: Viewer,
): Promise<CampInfo> {
  const { rows, camps } = await loadCamps(repo, club, { campId });
  const camp = camps[0];
  if (!camp) throw notFound('Camp');
  const { camp: row, venue } = rows[0];
  await assertVisible(invitations, club.id, viewer, { campId, inviteOnly: row.inviteOnly, draft: row.draft }, 'Camp');
  return {
    camp: publicCamp(camp),
    venue: venueInfo(venue),
    dayPrice: row.dayPrice,
    weekPrice: row.weekPrice,
    currency: club.currency,
    weekDays: [...camp.weekDays].map(([instanceGroupId, days]) => ({
      instanceGroupId,
      days: days.map((d) => ({
        day: weekdayNames[localWeekday(toEpoch(d.startsAt), club.timeZone)],
        startTime: toEpoch(d.startsAt),
        endTime: toEpoch(d.endsAt),
      })),
    })),
  };
}
