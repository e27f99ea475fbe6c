/** Whole seconds left, rounded up: the one clock the countdown and its announcement both read. */
const secondsLeft = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

/** A hold's time left as the basket shows it: '14:05', then '0:00' once it has passed. */
export function formatTimeLeft(ms: number): string {
  const seconds = secondsLeft(ms);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The whole minutes of that same clock, for the screen reader's announcement (which changes once
 * a minute): '13:32' on the card is 13 minutes said, never 14.
 */
export const minutesLeft = (ms: number): number => Math.floor(secondsLeft(ms) / 60);
