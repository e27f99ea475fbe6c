import type { AdminDiscountCode } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { DiscountCodeScope } from '@clubroom/domain/rules';
import type { DiscountCodeAdminRepository } from './discount-code-admin.repository.js';
import { discountCodeTerms, storedScope } from './discount-codes.repository.js';

const says = messages.discountCodes;

type Row = Awaited<ReturnType<DiscountCodeAdminRepository['list']>>[number];
type Named = Awaited<ReturnType<DiscountCodeAdminRepository['scopeOf']>>;

const unionOf = (scopes: DiscountCodeScope[]): DiscountCodeScope => ({
  runIds: [...new Set(scopes.flatMap((s) => s.runIds))],
  campIds: [...new Set(scopes.flatMap((s) => s.campIds))],
  termIds: [...new Set(scopes.flatMap((s) => s.termIds))],
});

/**
 * A limited code's scope as the admin shows it: the runs, camps and terms that still exist (one
 * deleted since cannot be chosen again, and would refuse the form), and what they are in words, in
 * the order terms, classes, camps.
 */
function shownScope(scope: DiscountCodeScope | null, named: Named) {
  if (scope === null) return { limitedTo: null, appliesTo: [] };
  const terms = named.terms.filter((x) => scope.termIds.includes(x.id));
  const runs = named.runs.filter((x) => scope.runIds.includes(x.id));
  const camps = named.camps.filter((x) => scope.campIds.includes(x.id));
  return {
    limitedTo: { runIds: runs.map((x) => x.id), campIds: camps.map((x) => x.id), termIds: terms.map((x) => x.id) },
    appliesTo: [
      ...terms.map((x) => says.termScope(x.name)),
      ...runs.map((x) => says.runScope(x.className, x.termName)),
      ...camps.map((x) => says.campScope(x.className)),
    ],
  };
}

function viewOf(row: Row, used: number, named: Named): AdminDiscountCode {
  const terms = discountCodeTerms(row);
  return { discountCodeId: row.id, ...terms, used, ...shownScope(terms.limitedTo, named) };
}

/** The club's current codes (or the one) as the admin shows them: each with its uses and what it applies to. */
export async function discountCodeViews(
  repo: DiscountCodeAdminRepository,
  clubId: number,
  discountCodeId?: number,
): Promise<AdminDiscountCode[]> {
  const rows = await repo.list(clubId, discountCodeId);
  const scopes = rows.flatMap((row) => storedScope(row.limitedTo) ?? []);
  const [uses, named] = await Promise.all([
    repo.usesOf(rows.map((row) => row.id)),
    repo.scopeOf(clubId, unionOf(scopes)),
  ]);
  return rows.map((row) => viewOf(row, uses.get(row.id) ?? 0, named));
}
