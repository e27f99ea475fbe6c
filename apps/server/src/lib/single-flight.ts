/**
 * Request coalescing: while a call for a key is in flight, later callers for the same key share
 * its promise instead of starting another. A caller may therefore see an answer up to one call's
 * duration old (milliseconds), which suits cache-validity checks such as the schedule's version key.
 */
export function singleFlight<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
