import { scheduleResponseSchema, type Run, type ScheduleResponse } from '@clubroom/domain/api';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const SCHEDULE = '/api/v4/public/schedule/current';
const allRuns = (s: ScheduleResponse): Run[] => s.terms.flatMap((t) => t.runs);
const localTime = (epoch: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
  }).format(epoch * 1000);

describe.each(testDrivers)('GET /api/v4/public/schedule/current on %s', (driver) => {
  let t: TestApp;
  let schedule: ScheduleResponse;

  beforeAll(async () => {
    t = await createTestApp(driver);
    const res = await t.get('demo', SCHEDULE);
    expect(res.statusCode).toBe(200);
    schedule = res.json();
  });
  afterAll(() => t.close());

  it('answers exactly the field names of spec section 3', () => {
    expect(Object.keys(schedule).sort()).toEqual(['camps', 'terms']);
    expect(Object.keys(schedule.terms[0]).sort()).toEqual([
      'days',
      'runs',
      'termEndDateTime',
      'termId',
      'termName',
      'termStartDateTime',
    ]);
    expect(Object.keys(schedule.terms[0].runs[0]).sort()).toEqual([
      'ageFrom',
      'ageTo',
      'bookingsCount',
      'capacity',
      'className',
      'classTimes',
      'hasTrialOptions',
      'latitude',
      'longitude',
      'runEndTime',
      'runId',
      'runStartTime',
      'sessions',
      'spacesAvailable',
      'venueName',
      'waitingCount',
    ]);
    expect(Object.keys(schedule.camps[0]).sort()).toEqual([
      'ageFromInMonths',
      'ageToInMonths',
      'campId',
      'className',
      'description',
      'endDateTime',
      'latitude',
      'longitude',
      'startDateTime',
      'venueName',
      'weeks',
    ]);
    expect(Object.keys(schedule.camps[0].weeks[0]).sort()).toEqual(['instanceGroupId', 'name', 'weekEnd', 'weekStart']);
    expect(scheduleResponseSchema.safeParse(schedule).success).toBe(true);
  });

  it('speaks epoch seconds and months', () => {
    const run = schedule.terms[0].runs[0];
    expect(String(run.runStartTime)).toMatch(/^\d{10}$/);
    expect(String(schedule.terms[0].termStartDateTime)).toMatch(/^\d{10}$/);
    expect(run.runStartTime).toBe(run.sessions[0].startTime);
    expect(run.runEndTime).toBe(run.sessions[0].endTime);
    expect(run.classTimes[0]).toEqual({
      dow: expect.any(Number),
      starttime: { hours: expect.any(Number), mins: expect.any(Number) },
    });
    expect(run.sessions[0].day).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
  });

  it('lists only terms and camps that have not ended, in date order', () => {
    const now = TEST_NOW.getTime() / 1000;
    expect(schedule.terms.every((term) => term.termEndDateTime > now)).toBe(true);
    expect(schedule.camps.every((c) => c.endDateTime > now)).toBe(true);
    const starts = schedule.terms.map((term) => term.termStartDateTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const campStarts = schedule.camps.map((c) => c.startDateTime);
    expect(campStarts).toEqual([...campStarts].sort((a, b) => a - b));
  });

  it('seeds a demo club that looks like a real one', () => {
    const runs = allRuns(schedule);
    expect(schedule.terms.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeGreaterThanOrEqual(16);
    expect(new Set(runs.map((r) => r.venueName)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(runs.map((r) => r.className)).size).toBeGreaterThanOrEqual(5);
    expect(runs.filter((r) => r.bookingsCount >= r.capacity).length).toBeGreaterThanOrEqual(2);
    expect(runs.filter((r) => r.hasTrialOptions === 1).length).toBeGreaterThanOrEqual(2);
    expect(runs.some((r) => r.ageFrom === 0 && r.ageTo === 0)).toBe(true);
    expect(runs.some((r) => r.ageFrom < 12 && r.ageTo > 0)).toBe(true);
    expect(runs.some((r) => r.ageTo >= 132)).toBe(true);
    expect(new Set(runs.flatMap((r) => r.sessions.map((s) => s.day))).size).toBeGreaterThanOrEqual(6);
    expect(schedule.camps.length).toBeGreaterThanOrEqual(3);
    expect(schedule.camps.every((c) => c.weeks.length > 0)).toBe(true);
  });

  it('marks full runs: spacesAvailable is bookingsCount < capacity', () => {
    for (const run of allRuns(schedule)) expect(run.spacesAvailable).toBe(run.bookingsCount < run.capacity);
  });

  it('keeps class times in club-local wall time across the clocks change', () => {
    const utcHoursOf = (r: Run) => new Set(r.sessions.map((s) => new Date(s.startTime * 1000).getUTCHours()));
    // The Monday academy of the term that spans a clocks change (the current one at the default TEST_NOW).
    const mondayAcademy = allRuns(schedule).find(
      (r) => r.className === 'Football Academy' && r.classTimes[0].dow === 1 && utcHoursOf(r).size > 1,
    )!;
    expect(mondayAcademy).toBeDefined();
    expect(mondayAcademy.classTimes[0].starttime).toEqual({ hours: 16, mins: 30 });
    expect(utcHoursOf(mondayAcademy)).toEqual(new Set([15, 16])); // 16:30 BST is 15:30 UTC; 16:30 GMT is 16:30 UTC
    for (const s of mondayAcademy.sessions) expect(localTime(s.startTime)).toBe('Monday 16:30');
  });

  it("lists each term's runs by weekday (Monday first), then start time, then class name", () => {
    // A run's place is its earliest weekly class time, in minutes from Monday 00:00 (club-local).
    const place = (r: Run) =>
      Math.min(...r.classTimes.map((c) => ((c.dow + 6) % 7) * 1440 + c.starttime.hours * 60 + c.starttime.mins));
    for (const term of schedule.terms) {
      const order = term.runs.map((r) => [place(r), r.className.toLowerCase()] as const);
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
      expect(order, term.termName).toEqual(sorted);
    }
  });

  it('lists the weekdays of each term, Monday first', () => {
    expect(schedule.terms[0].days[0]).toBe('Monday');
    expect(schedule.terms[0].days).toContain('Sunday');
  });

  it('serves brotli to clients that take it, the same copy each time, varying on Accept-Encoding', async () => {
    const first = await t.get('demo', SCHEDULE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(schedule);
    const again = await t.get('demo', SCHEDULE, { 'accept-encoding': 'br' });
    expect(again.rawPayload).toEqual(first.rawPayload);
    const plain = await t.get('demo', SCHEDULE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('serves gzip to clients that take it but not brotli, and 304 for a matching ETag', async () => {
    const zipped = await t.get('demo', SCHEDULE, { 'accept-encoding': 'gzip, br;q=0' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(schedule);
    const etag = zipped.headers.etag as string;
    const again = await t.get('demo', SCHEDULE, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('counts a new booking at once, and a schedule change too (the cache is invalidated on writes)', async () => {
    const before = await t.get('demo', SCHEDULE);
    const run = allRuns(before.json()).find((r) => r.spacesAvailable)!;
    const db = t.testDb.database.db;
    await db.execute(sql`insert into bookings (club_id, run_id) select club_id, id from runs where id = ${run.runId}`);
    const afterBooking = await t.get('demo', SCHEDULE, { 'if-none-match': before.headers.etag as string });
    expect(afterBooking.statusCode).toBe(200);
    expect(allRuns(afterBooking.json()).find((r) => r.runId === run.runId)!.bookingsCount).toBe(run.bookingsCount + 1);

    await db.execute(sql`update runs set class_name = 'Renamed Class' where id = ${run.runId}`);
    const afterRename = await t.get('demo', SCHEDULE);
    expect(allRuns(afterRename.json()).find((r) => r.runId === run.runId)!.className).toBe('Renamed Class');
  });

  it('counts a booking whose change time is older than the newest one (a writer whose clock is behind)', async () => {
    const before = await t.get('demo', SCHEDULE);
    const run = allRuns(before.json()).find((r) => r.spacesAvailable)!;
    const db = t.testDb.database.db;
    await db.execute(sql`insert into bookings (club_id, run_id, updated_at)
      select club_id, id, '2000-01-01T00:00:00Z' from runs where id = ${run.runId}`);
    const after = await t.get('demo', SCHEDULE, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(allRuns(after.json()).find((r) => r.runId === run.runId)!.bookingsCount).toBe(run.bookingsCount + 1);
  });
});
