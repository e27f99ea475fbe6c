import type { TermOpenings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { windowsOutOfOrder, type PriorityWindows } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AutoEnrolDeps } from './auto-enrol-deps.js';

const texts = messages.autoEnrol.openings;

export const openingsView = (windows: PriorityWindows): TermOpenings => ({
  membersFrom: windows.membersFrom?.toISOString() ?? null,
  siblingsFrom: windows.siblingsFrom?.toISOString() ?? null,
  everyoneFrom: windows.everyoneFrom?.toISOString() ?? null,
});

const invalid = (field: keyof PriorityWindows, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: `body.${field}`, message }]);

/**
 * Sets a term's priority windows: members, then siblings, then everyone, each no earlier than the
 * one before (400 naming the field); priority windows need the moment everyone may book (400 naming
 * `body.everyoneFrom`). All three empty: open to everyone. 404 for another club's term.
 */
export async function saveTermOpenings(
  deps: AutoEnrolDeps,
  club: ResolvedClub,
  termId: number,
  body: TermOpenings,
): Promise<TermOpenings> {
  if (!(await deps.repo.findTerm(club.id, termId))) throw notFound('Term');
  const at = (value: string | null) => (value === null ? null : new Date(value));
  const windows = {
    membersFrom: at(body.membersFrom),
    siblingsFrom: at(body.siblingsFrom),
    everyoneFrom: at(body.everyoneFrom),
  };
  if ((windows.membersFrom || windows.siblingsFrom) && !windows.everyoneFrom) {
    throw invalid('everyoneFrom', texts.everyoneNeeded);
  }
  const wrong = windowsOutOfOrder(windows);
  if (wrong) throw invalid(wrong, texts.outOfOrder);
  await deps.windows.save(club.id, termId, windows);
  return openingsView(windows);
}
