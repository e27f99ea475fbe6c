import type { AdminDiscountCode, DiscountCodeBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { normaliseDiscountCode, type DiscountCodeScope } from '@clubroom/domain/rules';
import { sqlStateOf } from '../../platform/db/sql-state.js';
import { bodyFieldRefused, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { DiscountCodeAdminDeps } from './discount-code-admin-deps.js';
import type { DiscountCodeAdminRepository, DiscountCodeFields } from './discount-code-admin.repository.js';
import { discountCodeViews } from './discount-code-views.js';

const says = messages.discountCodes.errors;

/** The scope with each id once, every one the club's (else 400 naming the list). */
async function checkedScope(repo: DiscountCodeAdminRepository, clubId: number, scope: DiscountCodeScope | null) {
  if (scope === null) return null;
  const distinct: DiscountCodeScope = {
    runIds: [...new Set(scope.runIds)],
    campIds: [...new Set(scope.campIds)],
    termIds: [...new Set(scope.termIds)],
  };
  const found = await repo.scopeOf(clubId, distinct);
  if (found.runs.length !== distinct.runIds.length) throw bodyFieldRefused('limitedTo.runIds', says.unknownRun);
  if (found.camps.length !== distinct.campIds.length) throw bodyFieldRefused('limitedTo.campIds', says.unknownCamp);
  if (found.terms.length !== distinct.termIds.length) throw bodyFieldRefused('limitedTo.termIds', says.unknownTerm);
  return distinct;
}

/** The row's fields from what the manager wrote: the code upper case and not another current code's. */
async function checkedFields(
  repo: DiscountCodeAdminRepository,
  clubId: number,
  body: DiscountCodeBody,
  exceptId?: number,
): Promise<DiscountCodeFields> {
  const code = normaliseDiscountCode(body.code);
  if (await repo.taken(clubId, code, exceptId)) throw bodyFieldRefused('code', says.codeTaken(code));
  return { ...body, code, limitedTo: await checkedScope(repo, clubId, body.limitedTo) };
}

/** Writes the code; another manager saving the same code a moment before is told as if checked (400 naming it). */
async function written<T>(fields: DiscountCodeFields, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw bodyFieldRefused('code', says.codeTaken(fields.code));
    throw err;
  }
}

async function viewOfOne(repo: DiscountCodeAdminRepository, clubId: number, discountCodeId: number) {
  const [view] = await discountCodeViews(repo, clubId, discountCodeId);
  if (!view) throw notFound('Discount code');
  return view;
}

/** A change to one of the club's current codes (404 for another club's or a retired one), under its lock. */
const changeOne = (
  deps: DiscountCodeAdminDeps,
  club: ResolvedClub,
  discountCodeId: number,
  change: (repo: DiscountCodeAdminRepository) => Promise<void>,
): Promise<AdminDiscountCode> =>
  deps.transaction(discountCodeId, async (repo) => {
    if (!(await repo.find(club.id, discountCodeId))) throw notFound('Discount code');
    await change(repo);
    return viewOfOne(repo, club.id, discountCodeId);
  });

/** Adds one of the club's discount codes. */
export async function createDiscountCode(
  deps: DiscountCodeAdminDeps,
  club: ResolvedClub,
  body: DiscountCodeBody,
): Promise<AdminDiscountCode> {
  return deps.transaction(null, async (repo) => {
    const fields = await checkedFields(repo, club.id, body);
    const id = await written(fields, () => repo.insert(club.id, fields));
    return viewOfOne(repo, club.id, id);
  });
}

/**
 * Changes one of the club's codes (404 for another club's or a retired one). Orders already made
 * keep what it took off them; its uses so far still count against the new limits.
 */
export async function updateDiscountCode(
  deps: DiscountCodeAdminDeps,
  club: ResolvedClub,
  discountCodeId: number,
  body: DiscountCodeBody,
): Promise<AdminDiscountCode> {
  return changeOne(deps, club, discountCodeId, async (repo) => {
    const fields = await checkedFields(repo, club.id, body, discountCodeId);
    await written(fields, () => repo.update(club.id, discountCodeId, fields));
  });
}

/** Pauses (parents are refused it) or resumes one of the club's codes. */
export async function setDiscountCodePaused(
  deps: DiscountCodeAdminDeps,
  club: ResolvedClub,
  discountCodeId: number,
  paused: boolean,
): Promise<AdminDiscountCode> {
  return changeOne(deps, club, discountCodeId, (repo) => repo.mark(club.id, discountCodeId, { paused }));
}
