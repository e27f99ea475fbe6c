import { HOME_ANALYTICS_DAYS, type ClientHomeResponse } from '@clubroom/domain/api';
import { clubPeriods, takesEveryRegister } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { rolesOf, seesFinances, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { MoneyFigures } from '../reporting/index.js';
import type { ScheduleAnalyticsFigures } from '../schedule-analytics/index.js';
import type { ClientHomeRepository } from './client-home.repository.js';

const RECENT_BOOKINGS = 8;
const dateOf = (epochSeconds: number) => new Date(epochSeconds * 1000);

/**
 * The club home: today's and this week's sessions (a coach's: only the runs they take), and for the
 * club's managers its fill rate, waiting lists and latest bookings; the month's money (Financials'
 * figures for the month) only for those who see the club's finances.
 */
export async function getClientHome(
  repo: ClientHomeRepository,
  figures: MoneyFigures,
  analytics: ScheduleAnalyticsFigures,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'currency'>,
  auth: AuthContext,
  now: Date,
): Promise<ClientHomeResponse> {
  const manager = takesEveryRegister(rolesOf(auth));
  const { day, week } = clubPeriods(toEpoch(now), club.timeZone);
  const coach = manager ? null : auth.user.id;
  const [weekSessions, fillRate, waiting, recent, money, visits] = await Promise.all([
    repo.sessionsBetween(club.id, dateOf(week.from), dateOf(week.to), coach),
    manager ? repo.fillRate(club.id, now) : null,
    manager ? repo.waiting(club.id) : null,
    manager ? repo.recentBookings(club.id, RECENT_BOOKINGS) : null,
    seesFinances(auth) ? figures.monthOf(club, now) : null,
    manager ? analytics.recent(club, now, HOME_ANALYTICS_DAYS) : null,
  ]);
  const sessions = weekSessions.map((s) => ({
    runId: s.runId,
    sessionId: s.sessionId,
    className: s.className,
    venueName: s.venueName,
    startTime: toEpoch(s.startsAt),
    endTime: toEpoch(s.endsAt),
    booked: s.booked,
    capacity: s.capacity,
  }));
  return {
    today: sessions.filter((s) => s.startTime >= day.from && s.startTime < day.to),
    thisWeek: { sessions: sessions.length, places: sessions.reduce((sum, s) => sum + s.booked, 0) },
    fillRate,
    waitingLists: waiting,
    scheduleAnalytics: visits,
    recentBookings:
      recent?.map((b) => ({
        bookingId: b.bookingId,
        childName: `${b.firstName} ${b.lastName}`,
        what: b.className ?? b.campName ?? '',
        bookedAt: toEpoch(b.bookedAt),
      })) ?? null,
    moneyThisMonth: money && {
      paid: money.taken,
      refunded: money.refunded,
      platformFees: money.platformFees,
      net: money.net,
      currency: club.currency,
    },
  };
}
