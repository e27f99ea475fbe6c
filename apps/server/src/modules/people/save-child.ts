import type { Child, ChildDetailsBody } from '@clubroom/domain/api';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ChildValues } from './children.repository.js';
import { childView, todayInEngland } from './child-view.js';
import type { FamilyDeps } from './family-deps.js';
import { requireOwnChild } from './own-child.js';
import { consentToRecord, recordConsent } from './special-category-notes.js';

/** A child's details as parsed by the route's schema (notes empty → null). */
type ChildDetails = Omit<ChildDetailsBody, 'gender' | 'medicalNotes' | 'allergyNotes' | 'specialNeeds'> & {
  gender?: ChildValues['gender'];
  medicalNotes?: string | null;
  allergyNotes?: string | null;
  specialNeeds?: string | null;
};

function valuesOf(details: ChildDetails, now: Date): ChildValues {
  if (details.dateOfBirth > todayInEngland(now)) {
    throw new AppError('VALIDATION_FAILED', 'body.dateOfBirth: must not be in the future', [
      { path: 'body.dateOfBirth', message: 'must not be in the future' },
    ]);
  }
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    dateOfBirth: details.dateOfBirth,
    gender: details.gender ?? null,
    medicalNotes: details.medicalNotes ?? null,
    allergyNotes: details.allergyNotes ?? null,
    specialNeeds: details.specialNeeds ?? null,
  };
}

/**
 * Adds a child on a club's site: the child joins the club (its staff may then see the child) with
 * the parent's answer to the club's photo and video question, and its emergency contacts.
 */
export async function addChild(
  deps: FamilyDeps,
  actor: Actor,
  club: Pick<ResolvedClub, 'id'>,
  details: ChildDetails & { photoPermission: '1' | '0' },
): Promise<Child> {
  const now = deps.clock();
  const values = valuesOf(details, now);
  const giveConsent = await consentToRecord(deps.consents, actor, details);
  const child = await deps.transaction(async (writes) => {
    if (giveConsent) await recordConsent(writes, actor);
    const row = await writes.children.insert(actor.userId, values, now);
    await writes.children.replaceContacts(row.id, details.emergencyContacts);
    await writes.clubChildren.connect(club.id, row.id, now);
    await writes.clubChildren.savePhotoPermission(club.id, row.id, details.photoPermission === '1', actor.userId, now);
    return row;
  });
  return childView(deps.repos.children, child, now);
}

/** Replaces a child's details and emergency contacts with the parent's new ones. */
export async function updateChild(
  deps: FamilyDeps,
  actor: Actor,
  childId: number,
  details: ChildDetails,
): Promise<Child> {
  const now = deps.clock();
  const values = valuesOf(details, now);
  await requireOwnChild(deps.repos.children, actor.userId, childId);
  const giveConsent = await consentToRecord(deps.consents, actor, details);
  const child = await deps.transaction(async (writes) => {
    const row = await requireOwnChild(writes.children, actor.userId, childId);
    if (giveConsent) await recordConsent(writes, actor);
    await writes.children.update(row.id, { ...values, updatedAt: now });
    await writes.children.replaceContacts(row.id, details.emergencyContacts);
    return { ...row, ...values };
  });
  return childView(deps.repos.children, child, now);
}
