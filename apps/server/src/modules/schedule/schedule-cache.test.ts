import type { ScheduleResponse } from '@clubroom/domain/api';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { createScheduleCache } from './schedule-cache.js';

const club = (id: number): ResolvedClub => ({
  id,
  subdomain: `club${id}`,
  name: `Club ${id}`,
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
const now = new Date('2026-09-01T12:00:00Z');
const empty: ScheduleResponse = { terms: [], camps: [] };

function fixture(maxClubs?: number) {
  const builds: number[] = [];
  const cache = createScheduleCache(async (c) => {
    builds.push(c.id);
    return empty;
  }, maxClubs);
  return { cache, builds };
}

describe('the per-club schedule cache', () => {
  it('shares one build among requests arriving together, and keeps it while the version key holds', async () => {
    const f = fixture();
    const [a, b] = await Promise.all([f.cache.get(club(1), 'v1', now), f.cache.get(club(1), 'v1', now)]);
    expect(a).toBe(b);
    expect(a.body).toBe('{"terms":[],"camps":[]}');
    expect(await f.cache.get(club(1), 'v1', now)).toBe(a);
    expect(f.builds).toEqual([1]);
  });

  it('compresses an entry once per encoding, on the first request that takes it', async () => {
    const f = fixture();
    const entry = await f.cache.get(club(1), 'v1', now);
    const br = entry.encoded('br');
    expect(brotliDecompressSync(br).toString()).toBe(entry.body);
    expect((await f.cache.get(club(1), 'v1', now)).encoded('br')).toBe(br);
    expect(gunzipSync(entry.encoded('gzip')).toString()).toBe(entry.body);
    const next = await f.cache.get(club(1), 'v2', now);
    expect(next.encoded('br')).not.toBe(br);
  });

  it('builds again for a new version key, and after ten minutes', async () => {
    const f = fixture();
    await f.cache.get(club(1), 'v1', now);
    await f.cache.get(club(1), 'v2', now);
    await f.cache.get(club(1), 'v2', new Date(now.getTime() + 10 * 60_000));
    expect(f.builds).toEqual([1, 1, 1]);
  });

  it('keeps at most maxClubs clubs, evicting the least recently used', async () => {
    const f = fixture(2);
    await f.cache.get(club(1), 'v', now);
    await f.cache.get(club(2), 'v', now);
    await f.cache.get(club(1), 'v', now); // club 1 is now the most recently used
    await f.cache.get(club(3), 'v', now);
    await f.cache.get(club(1), 'v', now);
    await f.cache.get(club(2), 'v', now);
    expect(f.builds).toEqual([1, 2, 3, 2]);
  });
});
