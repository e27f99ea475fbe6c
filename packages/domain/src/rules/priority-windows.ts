/**
 * A term's public opening in priority windows: current members first, then their siblings, then
 * everyone, each from a moment the club sets. A window left unset opens with the next one after it
 * (members with siblings, siblings with everyone); with none set the term is open to all.
 */
export interface PriorityWindows {
  membersFrom: Date | null;
  siblingsFrom: Date | null;
  everyoneFrom: Date | null;
}

/** Who a child is to a term's opening: a member (a place in the term before), a member's sibling, or anyone. */
export const priorityTiers = ['members', 'siblings', 'everyone'] as const;
export type PriorityTier = (typeof priorityTiers)[number];

/** When the term opens for a tier: its own window, else the next one's; null: open already (no window at all). */
export function opensFor(windows: PriorityWindows, tier: PriorityTier): Date | null {
  const order: (keyof PriorityWindows)[] = ['membersFrom', 'siblingsFrom', 'everyoneFrom'];
  for (const key of order.slice(priorityTiers.indexOf(tier))) if (windows[key]) return windows[key];
  return null;
}

/** Whether a child of the tier may book now. */
export const windowOpen = (windows: PriorityWindows, tier: PriorityTier, now: Date) => {
  const from = opensFor(windows, tier);
  return from === null || from <= now;
};

/** Whether the windows are in order (members ≤ siblings ≤ everyone, of those set): the field out of order, else null. */
export function windowsOutOfOrder(windows: PriorityWindows): keyof PriorityWindows | null {
  let last: Date | null = null;
  for (const key of ['membersFrom', 'siblingsFrom', 'everyoneFrom'] as const) {
    const at = windows[key];
    if (!at) continue;
    if (last && at < last) return key;
    last = at;
  }
  return null;
}

/**
 * When booking opens for whom, as the public schedule says it (each tier's moment, `opensFor`), while the last
 * window (everyone's) is still ahead; null once anyone may book, or with no windows.
 */
export function bookingOpensFor(
  windows: PriorityWindows,
  now: Date,
): { membersFrom: Date; siblingsFrom: Date; everyoneFrom: Date } | null {
  const everyoneFrom = opensFor(windows, 'everyone');
  if (!everyoneFrom || everyoneFrom <= now) return null;
  return {
    membersFrom: opensFor(windows, 'members')!,
    siblingsFrom: opensFor(windows, 'siblings')!,
    everyoneFrom,
  };
}
