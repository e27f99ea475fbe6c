import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { clubToday, localDateOf } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import { clientsOf, thisMonth } from './list-clients.js';
import type { ConsoleDeps } from './console-deps.js';

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** A club's page in the console: its row and figures, staff, payment account, subscription, features, rates, skin. */
export async function clientDetail(deps: ConsoleDeps, clubId: number): Promise<ConsoleClientDetail> {
  const now = deps.clock();
  const month = thisMonth(now);
  const row = await deps.repo.one(clubId, month);
  if (!row) throw notFound('Club');
  const [[client], staff, facts] = await Promise.all([
    clientsOf(deps, [row], month),
    deps.repo.staffOf(clubId),
    deps.club.factsOf(clubId, now),
  ]);
  return {
    client: {
      ...client!,
      timeZone: row.timeZone,
      phone: row.phone,
      website: row.website,
      listed: row.listed,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      suspendedDate: row.suspendedAt && clubToday(row.timeZone, row.suspendedAt),
    },
    staff: staff.map((s) => ({
      name: `${s.firstName} ${s.lastName}`.trim(),
      email: s.email,
      role: s.role,
      status: s.status,
      financialAccess: s.financialAccess,
    })),
    payments: facts.payments,
    features: facts.features,
    rates: {
      current: facts.rates.current,
      schedule: facts.rates.schedule.map((r) => ({
        effectiveFrom: iso(r.effectiveFrom),
        effectiveDate: localDateOf(r.effectiveFrom, row.timeZone),
        ...r.rates,
      })),
    },
    skin: facts.skin,
    stylesheet: facts.stylesheet,
  };
}
