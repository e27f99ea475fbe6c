import type { ScheduleResponse } from '@clubroom/domain/api';
import { scheduleStructuredData, type SiteClub } from '@clubroom/domain/rules';
import { describe, expect, it } from 'vitest';
import { compressibleText } from '../../platform/http/compression.js';
import type { CachedSchedule } from './schedule-cache.js';
import { keptScheduleStructuredData } from './schedule-structured-data.js';

const empty: ScheduleResponse = { terms: [], camps: [] };
const cachedOf = (value: ScheduleResponse): CachedSchedule => ({
  ...compressibleText(JSON.stringify(value)),
  value,
  etag: '"e"',
});
const site: SiteClub = { name: 'Club 1', origin: 'https://club1.clubroom.example', currency: 'GBP' };
const now = Date.parse('2026-09-01T12:00:00Z') / 1000;

function fixture() {
  const builds: { name: string; nowSeconds: number }[] = [];
  const jsonLd = keptScheduleStructuredData((club, schedule, nowSeconds) => {
    builds.push({ name: club.name, nowSeconds });
    return scheduleStructuredData(club, schedule, nowSeconds);
  });
  return { jsonLd, builds };
}

describe("the schedule page's JSON-LD kept with its cached schedule", () => {
  it('is built once for the visits within a second, and is the JSON of what the rules build', () => {
    const f = fixture();
    const cached = cachedOf(empty);
    const first = f.jsonLd(cached, site, now);
    expect(f.jsonLd(cached, { ...site }, now)).toBe(first);
    expect(f.builds).toHaveLength(1);
    expect(JSON.parse(first)).toEqual(scheduleStructuredData(site, empty, now));
  });

  it('is built again for the next second (sessions may have started), a changed schedule or a renamed club', () => {
    const f = fixture();
    const cached = cachedOf(empty);
    f.jsonLd(cached, site, now);
    f.jsonLd(cached, site, now + 1);
    const renamed = f.jsonLd(cached, { ...site, name: 'Club One' }, now + 1);
    expect(JSON.parse(renamed)).toMatchObject({ name: 'Club One' });
    f.jsonLd(cachedOf(empty), { ...site, name: 'Club One' }, now + 1);
    expect(f.builds).toEqual([
      { name: 'Club 1', nowSeconds: now },
      { name: 'Club 1', nowSeconds: now + 1 },
      { name: 'Club One', nowSeconds: now + 1 },
      { name: 'Club One', nowSeconds: now + 1 },
    ]);
  });
});
