import { describe, expect, it } from 'vitest';
import { scheduleVersionKeys } from './schedule-version.js';

/** A fake database: the current key per club, answers held until released. */
function fixture() {
  const current = new Map<number, string>([
    [1, 'v1'],
    [2, 'w1'],
  ]);
  const pending: (() => void)[] = [];
  let queries = 0;
  const find = (clubId: number) =>
    new Promise<string>((resolve) => {
      queries += 1;
      const answer = current.get(clubId)!; // read when the query runs
      pending.push(() => resolve(answer));
    });
  let notify: (clubId: number) => void = () => {};
  const feed = async (listener: (clubId: number) => void) => {
    notify = listener;
  };
  const release = () => pending.splice(0).forEach((r) => r());
  return { current, find, feed, notify: (id: number) => notify(id), release, queries: () => queries };
}

describe('schedule version keys', () => {
  it('with a change feed, asks once per club and again only after a change to that club', async () => {
    const f = fixture();
    const keys = scheduleVersionKeys(f.find, f.feed);
    await keys.ready;
    const first = keys.keyOf(1);
    f.release();
    expect(await first).toBe('v1');
    expect(await keys.keyOf(1)).toBe('v1');
    expect(f.queries()).toBe(1);

    f.current.set(1, 'v2');
    f.notify(2); // another club's change leaves club 1 alone
    expect(await keys.keyOf(1)).toBe('v1');
    f.notify(1);
    const after = keys.keyOf(1);
    f.release();
    expect(await after).toBe('v2');
    expect(f.queries()).toBe(2); // the first read and the one after club 1's change
  });

  it('never keeps an answer that a change overtook while it was in flight', async () => {
    const f = fixture();
    const keys = scheduleVersionKeys(f.find, f.feed);
    await keys.ready;
    const stale = keys.keyOf(1); // the query reads v1...
    f.current.set(1, 'v2');
    f.notify(1); // ...and a change lands before it answers
    f.release();
    expect(await stale).toBe('v1');
    const fresh = keys.keyOf(1);
    f.release();
    expect(await fresh).toBe('v2');
  });

  it('without a change feed (a PostgreSQL server), asks on every read, sharing concurrent ones', async () => {
    const f = fixture();
    const keys = scheduleVersionKeys(f.find);
    const a = keys.keyOf(1);
    const b = keys.keyOf(1);
    f.release();
    expect(await Promise.all([a, b])).toEqual(['v1', 'v1']);
    const c = keys.keyOf(1);
    f.release();
    await c;
    expect(f.queries()).toBe(2);
  });
});
