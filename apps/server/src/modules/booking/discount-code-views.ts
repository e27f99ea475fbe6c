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

/** What a limited code applies to, in words, in the order terms, classes, camps: those that still exist. */
export function scopeInWords(scope: DiscountCodeScope | null, named: Named): string[] {
  if (scope === null) return [];
  return [
    ...named.terms.filter((x) => scope.termIds.includes(x.id)).map((x) => says.termScope(x.name)),
    ...named.runs.filter((x) => scope.runIds.includes(x.id)).map((x) => says.runScope(x.className, x.termName)),
    ...named.camps.filter((x) => scope.campIds.includes(x.id)).map((x) => says.campScope(x.className)),
  ];
}

function viewOf(row: Row, used: number, named: Named): AdminDiscountCode {
  const terms = discountCodeTerms(row);
  return { discountCodeId: row.id, ...terms, used, appliesTo: scopeInWords(terms.limitedTo, named) };
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
