import type { Child } from '@clubroom/domain/api';
import { childView, childViews } from './child-view.js';
import type { FamilyDeps } from './family-deps.js';
import { requireOwnChild } from './own-child.js';

/** The parent's children, and whether their special-category consent stands (so the form knows to ask). */
export async function listChildren(
  deps: FamilyDeps,
  parentUserId: number,
): Promise<{ children: Child[]; specialCategoryConsent: boolean }> {
  const rows = await deps.repos.children.ofParent(parentUserId);
  return {
    children: await childViews(deps.repos.children, rows, deps.clock()),
    specialCategoryConsent: await deps.consents.isGiven(parentUserId),
  };
}

export async function getChild(deps: FamilyDeps, parentUserId: number, childId: number): Promise<Child> {
  const child = await requireOwnChild(deps.repos.children, parentUserId, childId);
  return childView(deps.repos.children, child, deps.clock());
}
