/** How often a tally looks at its count: the times it reports are this coarse. */
const EVERY_MS = 20;

/**
 * Watches a growing count (messages that reached a sink) from now on: when the first arrived, when the count last
 * grew, and waits until it reaches a number or a deadline (`performance.now()` times).
 */
export function countArrivals(read: () => number) {
  const start = read();
  let count = 0;
  let firstAt = NaN;
  let lastAt = NaN;
  const look = () => {
    const seen = read() - start;
    if (seen === count) return;
    if (count === 0) firstAt = performance.now();
    count = seen;
    lastAt = performance.now();
  };
  const timer = setInterval(look, EVERY_MS);
  return {
    until(target: number, deadline: number): Promise<void> {
      return new Promise((resolve) => {
        const check = setInterval(() => {
          look();
          if (count < target && performance.now() < deadline) return;
          clearInterval(check);
          clearInterval(timer);
          resolve();
        }, EVERY_MS);
      });
    },
    result: () => ({ count, firstAt, lastAt }),
  };
}
