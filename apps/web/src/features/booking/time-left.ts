/** A hold's time left as the basket shows it: '14:05', then '0:00' once it has passed. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole minutes left, rounded up, for the screen reader's announcement (which changes once a minute). */
export const minutesLeft = (ms: number): number => Math.max(0, Math.ceil(ms / 60_000));
