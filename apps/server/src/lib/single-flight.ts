/**
 * Request coalescing: while a call for a key is in flight, later callers for the same key share
 * its promise instead of starting another. A caller may therefore see an answer up to one call's
 * duration old (milliseconds), which suits cache-validity checks such as the schedule's version key.
 * The key is the first argument unless `keyOf` derives it from all of them.
 */
export function singleFlight<A extends unknown[], V>(
  load: (...args: A) => Promise<V>,
  keyOf: (...args: A) => unknown = (...args) => args[0],
): (...args: A) => Promise<V> {
  const inFlight = new Map<unknown, Promise<V>>();
  return (...args) => {
    const key = keyOf(...args);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(...args).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
