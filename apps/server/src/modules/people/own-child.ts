import { notFound } from '../../platform/errors.js';
import type { ChildRow, ChildrenRepository } from './children.repository.js';

/** The parent's own child; any other child answers 404, so nobody learns which ids exist. */
export async function requireOwnChild(
  children: ChildrenRepository,
  parentUserId: number,
  childId: number,
): Promise<ChildRow> {
  const child = await children.findOfParent(parentUserId, childId);
  if (!child) throw notFound('Child');
  return child;
}
