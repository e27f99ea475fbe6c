import { describe, expect, it } from 'vitest';
import { cachedClubLookup } from './club-lookup-cache.js';
import type { ResolvedClub } from './tenancy.js';

const club = (subdomain: string, name = subdomain): ResolvedClub => ({
  id: 1,
  subdomain,
  name,
  description: '',
  timeZone: 'Europe/London',
  logoKey: null,
  logoUpdatedAt: null,
  skinStylesheet: null,
  suspendedAt: null,
  currency: 'GBP',
  themePrimary: '555555',
  themeSecondary: '9d9d9d',
  themePanel: 'f5f5f5',
});

function fixture(opts: { maxEntries?: number } = {}) {
  let time = 1_000; // not 0: lru-cache takes an entry written at time 0 for one without a time to live
  const calls: string[] = [];
  const names = new Map<string, string>([
    ['demo', 'Demo'],
    ['riverside', 'Riverside'],
  ]);
  const lookup = cachedClubLookup(
    async (sub) => {
      calls.push(sub);
      if (sub === 'broken') throw new Error('database down');
      return names.has(sub) ? club(sub, names.get(sub)) : null;
    },
    { ttlMs: 1_000, now: () => time, ...opts },
  );
  return {
    lookup,
    calls,
    names,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the per-process club lookup cache', () => {
  it('asks the database once per subdomain within the time to live, found or not', async () => {
    const f = fixture();
    expect((await f.lookup.find('demo'))?.name).toBe('Demo');
    expect((await f.lookup.find('demo'))?.name).toBe('Demo');
    expect(await f.lookup.find('nope')).toBeNull();
    expect(await f.lookup.find('nope')).toBeNull();
    expect(f.calls).toEqual(['demo', 'nope']);
  });

  it('asks again once the entry expires, and at once after forget', async () => {
    const f = fixture();
    await f.lookup.find('demo');
    f.names.set('demo', 'Demo Renamed');
    f.advance(999);
    expect((await f.lookup.find('demo'))?.name).toBe('Demo');
    f.advance(2);
    expect((await f.lookup.find('demo'))?.name).toBe('Demo Renamed');
    f.names.set('demo', 'Demo Again');
    f.lookup.forget('demo');
    expect((await f.lookup.find('demo'))?.name).toBe('Demo Again');
    expect(f.calls).toEqual(['demo', 'demo', 'demo']);
  });

  it('never remembers a failed lookup', async () => {
    const f = fixture();
    await expect(f.lookup.find('broken')).rejects.toThrow('database down');
    await expect(f.lookup.find('broken')).rejects.toThrow('database down');
    expect(f.calls).toEqual(['broken', 'broken']);
  });

  it('shares one query among requests arriving together, which all get its answer even if forgotten meanwhile', async () => {
    const f = fixture();
    const together = [f.lookup.find('demo'), f.lookup.find('demo')];
    f.lookup.forget('demo');
    expect((await Promise.all(together)).map((c) => c?.name)).toEqual(['Demo', 'Demo']);
    expect(f.calls).toEqual(['demo']);
  });

  it('keeps at most maxEntries subdomains, evicting the least recently used', async () => {
    const f = fixture({ maxEntries: 2 });
    await f.lookup.find('demo');
    await f.lookup.find('riverside');
    await f.lookup.find('demo'); // demo is now the most recently used
    await f.lookup.find('made-up');
    await f.lookup.find('demo');
    await f.lookup.find('riverside');
    expect(f.calls).toEqual(['demo', 'riverside', 'made-up', 'riverside']);
  });
});
