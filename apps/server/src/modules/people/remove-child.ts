import { refuseSwitchedSession, type Actor } from '../../platform/security/actor.js';
import type { FamilyDeps } from './family-deps.js';
import { requireOwnChild } from './own-child.js';

/**
 * Removes a child and all kept about them (details, contacts, club memberships, photo
 * permissions: the rows cascade), then their photo. Deleting the person's data is their own act.
 */
export async function removeChild(deps: FamilyDeps, actor: Actor, childId: number): Promise<{ removed: true }> {
  refuseSwitchedSession(actor);
  const removed = await deps.transaction(async (writes) => {
    const child = await requireOwnChild(writes.children, actor.userId, childId);
    await writes.children.remove(child.id);
    await writes.audit.record(actor, {
      action: 'child.removed',
      subjectUserId: actor.userId,
      details: { childId: child.id },
    });
    return child;
  });
  // After the commit: a file left behind by a failure here is unreachable (no row names it), never a row without its file.
  if (removed.photoKey) await deps.files.remove(removed.photoKey);
  return { removed: true };
}
