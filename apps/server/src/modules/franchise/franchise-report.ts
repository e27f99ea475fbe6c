import type { FranchiseReport, PeriodQuery } from '@clubroom/domain/api';
import { formatAmount, isMemberIn, type NetworkMembership, royaltyOf, royaltyPercentIn } from '@clubroom/domain/rules';
import { toCsv } from '../../lib/csv.js';
import { periodOf } from '../reporting/index.js';
import { NETWORK_TIME_ZONE, networkMonthOf, type FranchiseDeps } from './franchise-deps.js';
import { royaltiesByClub } from './networks.js';
import type { FranchiseNetwork } from '@clubroom/domain/api';

type ClubMonth = FranchiseReport['clubs'][number]['months'][number];
type Month = FranchiseReport['totals'][number]['months'][number];

const emptyMonth = (month: string): Month => ({ month, bookings: 0, taken: 0, refunded: 0, takings: 0, royalty: 0 });

/**
 * The network's report: each club's bookings, takings net of refunds, royalty and unpaid amounts by month (the
 * platform's months), and the network's totals by month — one set per currency, as each club is paid apart and money
 * never pools. Three statements whatever the number of clubs and months.
 */
export async function franchiseReport(
  deps: FranchiseDeps,
  network: FranchiseNetwork,
  query: PeriodQuery,
): Promise<FranchiseReport> {
  const period = periodOf(query, { timeZone: NETWORK_TIME_ZONE }, deps.clock());
  const window = { start: period.start, end: period.end, timeZone: NETWORK_TIME_ZONE };
  const [gone, membershipsOf] = await Promise.all([departed(deps, network, period), memberships(deps, network)]);
  const members = [...network.clubs.map((c) => ({ ...c, leftMonth: null })), ...gone];
  const ids = members.map((c) => c.clientId);
  const [money, places, unpaid] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          deps.figures.money(ids, window),
          deps.figures.places(ids, window),
          deps.figures.outstanding(ids),
        ]);
  const key = (clubId: number, month: string) => `${clubId}:${month}`;
  const moneyOf = new Map(money.map((m) => [key(Number(m.clubId), m.month), m]));
  const placesOf = new Map(places.map((p) => [key(p.clubId, p.month), p.places]));
  const unpaidOf = new Map(unpaid.map((u) => [u.clubId, u.outstanding]));

  const clubs = members.map((club) => ({
    ...club,
    unpaid: club.leftMonth === null ? (unpaidOf.get(club.clientId) ?? 0) : 0,
    months: period.months.map((month): ClubMonth => {
      const royaltyPercent = royaltyPercentIn(club.royalties, month);
      if (!isMemberIn(membershipsOf(club.clientId), month)) return { ...emptyMonth(month), royaltyPercent };
      const { taken = 0, refunded = 0 } = moneyOf.get(key(club.clientId, month)) ?? {};
      const takings = taken - refunded;
      return {
        month,
        bookings: placesOf.get(key(club.clientId, month)) ?? 0,
        taken,
        refunded,
        takings,
        royaltyPercent,
        royalty: royaltyOf(takings, royaltyPercent),
      };
    }),
  }));

  const currencies = [...new Set(clubs.map((c) => c.currency))].sort();
  const totals = currencies.map((currency) => {
    const theirs = clubs.filter((c) => c.currency === currency);
    return {
      currency,
      unpaid: theirs.reduce((sum, c) => sum + c.unpaid, 0),
      months: period.months.map((month, i) =>
        theirs.reduce((sum, c) => {
          const m = c.months[i]!;
          return {
            month,
            bookings: sum.bookings + m.bookings,
            taken: sum.taken + m.taken,
            refunded: sum.refunded + m.refunded,
            takings: sum.takings + m.takings,
            royalty: sum.royalty + m.royalty,
          };
        }, emptyMonth(month)),
      ),
    };
  });

  return {
    networkId: network.networkId,
    name: network.name,
    from: period.from,
    to: period.to,
    timeZone: NETWORK_TIME_ZONE,
    clubs,
    totals,
  };
}

/**
 * The clubs removed from the network that were members during the period: their months to the one they left stay in
 * the report, at their royalties then.
 */
async function departed(deps: FranchiseDeps, network: FranchiseNetwork, period: { start: Date }) {
  const [gone, royalties] = await Promise.all([
    deps.repo.departedSince(network.networkId, period.start),
    royaltiesByClub(deps, [network.networkId]),
  ]);
  return gone.map(({ joinedAt, leftAt, clubId, ...club }) => {
    const leftMonth = networkMonthOf(leftAt);
    const theirs = royalties(network.networkId, clubId);
    return {
      ...club,
      clientId: clubId,
      joinedMonth: networkMonthOf(joinedAt),
      royaltyPercent: royaltyPercentIn(theirs, leftMonth),
      royalties: theirs,
      leftMonth,
    };
  });
}

/**
 * Each club's memberships of the network, by club: its past ones (recorded as it left) and its current one. A month
 * outside them is the club's own and counts nothing in the network's report (`isMemberIn`).
 */
async function memberships(deps: FranchiseDeps, network: FranchiseNetwork) {
  const byClub = new Map<number, NetworkMembership[]>(
    network.clubs.map((c) => [c.clientId, [{ fromMonth: c.joinedMonth, toMonth: null }]]),
  );
  for (const past of await deps.repo.pastMembershipsOf(network.networkId))
    byClub.set(past.clubId, [
      ...(byClub.get(past.clubId) ?? []),
      { fromMonth: networkMonthOf(past.joinedAt), toMonth: networkMonthOf(past.leftAt) },
    ]);
  return (clubId: number) => byClub.get(clubId) ?? [];
}

/** The report as CSV: a row per club and month, then a total row per month (and currency). */
export function franchiseReportCsv(report: FranchiseReport) {
  const row = (club: string, currency: string, m: Month & { royaltyPercent?: number }, unpaid: number | null) => [
    club,
    m.month,
    currency,
    m.bookings,
    formatAmount(m.taken),
    formatAmount(m.refunded),
    formatAmount(m.takings),
    m.royaltyPercent ?? null,
    formatAmount(m.royalty),
    unpaid === null ? null : formatAmount(unpaid),
  ];
  const csv = toCsv(
    [
      ...['Club', 'Month', 'Currency', 'Bookings', 'Taken', 'Refunded', 'Takings net of refunds'],
      ...['Royalty %', 'Royalty', 'Unpaid now'],
    ],
    [
      ...report.clubs.flatMap((c) => c.months.map((m) => row(c.name, c.currency, m, c.unpaid))),
      ...report.totals.flatMap((t) => t.months.map((m) => row('Network total', t.currency, m, t.unpaid))),
    ],
  );
  return { filename: `${report.name} ${report.from} to ${report.to}`, csv };
}
