import {
  CONSOLE_PAGE_SIZE,
  type ConsoleClient,
  type ConsoleClientsQuery,
  type ConsoleClientsResponse,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPeriods, clubStatusOf, clubToday, formatAmount, localDateOf } from '@clubroom/domain/rules';
import { toCsv } from '../../lib/csv.js';
import { PLATFORM_TIME_ZONE, type ConsoleDeps } from './console-deps.js';
import type { ConsoleClubRow } from './platform-console.repository.js';

/** At most this many clubs in one CSV. */
const CSV_LIMIT = 10_000;

/** This calendar month in the platform's zone, as instants and as 'YYYY-MM'. */
export function thisMonth(now: Date) {
  const { month } = clubPeriods(Math.floor(now.getTime() / 1000), PLATFORM_TIME_ZONE);
  return {
    start: new Date(month.from * 1000),
    end: new Date(month.to * 1000),
    timeZone: PLATFORM_TIME_ZONE,
    label: localDateOf(month.from, PLATFORM_TIME_ZONE).slice(0, 7),
  };
}

/** The clubs' rows with their month's money: two statements for the page, whatever its size. */
export async function clientsOf(
  deps: ConsoleDeps,
  rows: Omit<ConsoleClubRow, 'total'>[],
  month: ReturnType<typeof thisMonth>,
) {
  const figures = await deps.cardMoney(
    rows.map((r) => r.id),
    month,
  );
  const money = new Map<number, { taken: number; refunded: number; platformFees: number }>(
    figures.map((m) => [Number(m.clubId), m]),
  );
  return rows.map((row): ConsoleClient => {
    const card = money.get(row.id);
    return {
      clientId: row.id,
      name: row.name,
      subdomain: row.subdomain,
      status: clubStatusOf({ suspended: row.suspendedAt !== null, country: row.country }),
      region: row.country,
      createdAt: row.createdAt.toISOString(),
      createdDate: clubToday(row.timeZone, row.createdAt),
      owner: row.ownerEmail ? { name: row.ownerName ?? '', email: row.ownerEmail } : null,
      currency: row.currency,
      bookingsThisMonth: row.bookings,
      takingsThisMonth: card ? card.taken - card.refunded : 0,
      platformFeesThisMonth: card?.platformFees ?? 0,
    };
  });
}

const filtersOf = ({ search, status, region }: ConsoleClientsQuery) => ({
  search: search || undefined,
  status,
  region,
});

/** A page of the clubs the search and filters find, with this month's figures. */
export async function listClients(deps: ConsoleDeps, query: ConsoleClientsQuery): Promise<ConsoleClientsResponse> {
  const month = thisMonth(deps.clock());
  const page = query.page ?? 1;
  const { rows, total } = await deps.repo.page(
    filtersOf(query),
    month,
    CONSOLE_PAGE_SIZE,
    (page - 1) * CONSOLE_PAGE_SIZE,
  );
  return { clients: await clientsOf(deps, rows, month), total, page, pageSize: CONSOLE_PAGE_SIZE, month: month.label };
}

/** Every club the search and filters find (no paging), as CSV. */
export async function clientsCsv(deps: ConsoleDeps, query: ConsoleClientsQuery) {
  const month = thisMonth(deps.clock());
  const { rows } = await deps.repo.page(filtersOf(query), month, CSV_LIMIT, 0);
  const t = messages.platformConsole;
  const csv = toCsv(
    [
      ...[t.columns.club, 'Address', t.columns.status, t.columns.region, t.columns.created, t.columns.owner],
      ...['Owner email', t.columns.bookings, 'Currency', t.columns.takings, t.columns.platformFees],
    ],
    (await clientsOf(deps, rows, month)).map((c) => [
      c.name,
      c.subdomain,
      t.statuses[c.status],
      c.region,
      c.createdDate,
      c.owner?.name,
      c.owner?.email,
      c.bookingsThisMonth,
      c.currency,
      formatAmount(c.takingsThisMonth),
      formatAmount(c.platformFeesThisMonth),
    ]),
  );
  return { filename: `clubs-${month.label}`, csv };
}
