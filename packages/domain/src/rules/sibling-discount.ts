/**
 * Which children of an order get the sibling discount, given what each child's places cost (in
 * the order the children first appear): every child but the first, the first being the one whose
 * places cost most, so the family gets the reduction on the cheaper places (the usual fair rule);
 * between equal totals, the child who appears first in the order.
 */
export function siblingsDiscounted(placeTotals: { childId: number; amount: number }[]): number[] {
  const mostExpensiveFirst = [...placeTotals].sort((a, b) => b.amount - a.amount);
  return mostExpensiveFirst.slice(1).map((child) => child.childId);
}
