import { specialCategoryFields, type ChildDetailsBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { refuseSwitchedSession, type Actor } from '../../platform/security/actor.js';
import type { FamilyWrites } from './family-deps.js';
import type { SpecialCategoryConsents } from '../terms-of-use/index.js';

type Notes = Pick<ChildDetailsBody, (typeof specialCategoryFields)[number] | 'specialCategoryConsent'>;

const refusal = (fields: readonly string[]) =>
  new AppError(
    'VALIDATION_FAILED',
    messages.family.consentNeeded,
    fields.map((field) => ({ path: `body.${field}`, message: messages.family.consentNeeded })),
  );

/**
 * Medical, allergy and special educational needs notes are special-category data: kept only
 * while the parent's consent stands. Without it they are refused (400 naming each note), unless
 * the form carries the consent (`specialCategoryConsent: true`), which is then recorded as the
 * parent's answer on their contract. Answers whether it must be recorded. Giving it is the
 * person's own act: support in a switched session is refused.
 */
export async function consentToRecord(consents: SpecialCategoryConsents, actor: Actor, notes: Notes): Promise<boolean> {
  const written = specialCategoryFields.filter((field) => notes[field]);
  if (written.length === 0 || (await consents.isGiven(actor.userId))) return false;
  if (notes.specialCategoryConsent !== true) throw refusal(written);
  refuseSwitchedSession(actor);
  return true;
}

/** Records the consent (in the transaction that keeps the notes), with an audit row of who gave it and when. */
export async function recordConsent(writes: FamilyWrites, actor: Actor): Promise<void> {
  if (!(await writes.consents.give(actor.userId))) throw refusal(['specialCategoryConsent']);
  await writes.audit.record(actor, {
    action: 'special_category_consent.given',
    subjectUserId: actor.userId,
    details: { where: 'child form' },
  });
}
