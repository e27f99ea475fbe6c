import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.js';

function deferredLoader() {
  const calls: { key: number; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = (key: number) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { calls, load };
}

describe('singleFlight', () => {
  it('shares one call among callers of the same key while it is in flight, not across keys', async () => {
    const { calls, load } = deferredLoader();
    const get = singleFlight(load);
    const a = get(1);
    const b = get(1);
    const c = get(2);
    expect(calls.map((x) => x.key)).toEqual([1, 2]);
    calls[0].resolve('one');
    calls[1].resolve('two');
    expect(await Promise.all([a, b, c])).toEqual(['one', 'one', 'two']);
  });

  it('starts a fresh call once the earlier one has settled, after success or failure', async () => {
    const { calls, load } = deferredLoader();
    const get = singleFlight(load);
    const first = get(1);
    calls[0].reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    const second = get(1);
    expect(calls).toHaveLength(2);
    calls[1].resolve('back');
    expect(await second).toBe('back');
    const third = get(1);
    expect(calls).toHaveLength(3);
    calls[2].resolve('again');
    expect(await third).toBe('again');
  });

  it('keys the calls by keyOf when given one', async () => {
    const calls: string[] = [];
    const get = singleFlight(
      async (club: number, version: string, _at: Date) => {
        calls.push(`${club}:${version}`);
        return version;
      },
      (club, version) => `${club}:${version}`,
    );
    const answers = await Promise.all([get(1, 'a', new Date(1)), get(1, 'a', new Date(2)), get(1, 'b', new Date(3))]);
    expect(answers).toEqual(['a', 'a', 'b']);
    expect(calls).toEqual(['1:a', '1:b']);
  });
});
