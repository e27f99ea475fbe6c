import type { CampInfo, ScheduleResponse, TermInfo } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonUtcOffsetHoursAt } from '../../test-support/test-dates.js';

const FEED = '/api/v4/public/calendar/timetable.ics';
const londonTime = (epochSeconds: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(
    epochSeconds * 1000,
  );
const eventsOf = (ics: string): VEvent[] =>
  Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe.each(testDrivers)("a club's public timetable feed on %s", (driver) => {
  let t: TestApp;
  let schedule: ScheduleResponse;

  beforeAll(async () => {
    t = await createTestApp(driver);
    schedule = (await t.request({ url: '/api/v4/public/schedule/current' })).json();
  });
  afterAll(() => t.close());

  it("lists every session of the public schedule's classes, at the same London wall time across the clocks going back", async () => {
    const res = await t.request({ url: FEED });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const events = eventsOf(res.body).filter((e) => e.uid.startsWith('run-'));
    const sessions = schedule.terms.flatMap((term) => term.runs.flatMap((run) => run.sessions));
    expect(events.length).toBe(sessions.length);
    expect(events.map((e) => e.start.getTime() / 1000).sort()).toEqual(sessions.map((s) => s.startTime).sort());

    // A weekly class with sessions on both sides of a clocks change (25 October 2026 by default) keeps its local
    // time, though its UTC hour moves.
    const run = schedule.terms
      .flatMap((term) => term.runs)
      .find((r) => new Set(r.sessions.map((s) => londonUtcOffsetHoursAt(s.startTime))).size > 1)!;
    expect(run).toBeDefined();
    const feedTimes = events
      .filter((e) => e.uid.startsWith(`run-${run.runId}-`))
      .map((e) => londonTime(e.start.getTime() / 1000));
    expect(new Set(feedTimes).size).toBe(1);
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
  });

  it('has no session in a term break, and marks a session the club cancelled', async () => {
    const term = schedule.terms[0];
    const info: TermInfo = (await t.request({ url: `/api/v4/public/term/${term.termId}` })).json();
    expect(info.breaks.length).toBeGreaterThan(0);
    const run = term.runs[0];
    const [first] = run.sessions;
    await t.db.execute(sql`update run_sessions set cancelled_at = now()
      where run_id = ${run.runId} and starts_at = to_timestamp(${first.startTime})`);

    const events = eventsOf((await t.request({ url: FEED })).body);
    const localDate = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    for (const { from, to } of info.breaks) {
      expect(events.filter((e) => localDate(e.start) >= from && localDate(e.start) <= to)).toEqual([]);
    }
    const cancelled = events.find((e) => e.uid === `run-${run.runId}-${first.startTime}@demo.clubroom`);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: `Cancelled: ${run.className}` });
  });

  it("lists every day of the public schedule's camps, as their pages date them, and no draft camp's", async () => {
    expect(schedule.camps.length).toBeGreaterThan(0);
    const events = eventsOf((await t.request({ url: FEED })).body);
    for (const camp of schedule.camps) {
      const info: CampInfo = (await t.request({ url: `/api/v4/public/camp/${camp.campId}` })).json();
      const days = info.weekDays.flatMap((week) => week.days);
      expect(days.length).toBeGreaterThan(0);
      const campEvents = events.filter((e) => e.uid.startsWith(`camp-${camp.campId}-`));
      expect(campEvents.map((e) => [e.start.getTime() / 1000, Number(e.end) / 1000]).sort()).toEqual(
        days.map((d) => [d.startTime, d.endTime]).sort(),
      );
      for (const event of campEvents) {
        expect(event).toMatchObject({ summary: camp.className, location: camp.venueName, status: 'CONFIRMED' });
        expect(event.start.tz).toBe('Europe/London');
      }
      expect(String(campEvents[0].description)).toContain(camp.weeks[0].name);
    }

    const [camp] = schedule.camps;
    await t.db.execute(sql`update camps set draft = true where id = ${camp.campId}`);
    const after = eventsOf((await t.request({ url: FEED })).body);
    expect(after.filter((e) => e.uid.startsWith(`camp-${camp.campId}-`))).toEqual([]);
    await t.db.execute(sql`update camps set draft = false where id = ${camp.campId}`);
  });

  it('answers 304 to an app revalidating an unchanged feed by its ETag, and the new feed once a session changes', async () => {
    const first = await t.request({ url: FEED });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    t.clock.advance(60_000); // every event's DTSTAMP moves with the clock; the tag does not
    const again = await t.request({ url: FEED, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=300');

    const run = schedule.terms[0].runs[0];
    const last = run.sessions.at(-1)!;
    await t.db.execute(sql`update run_sessions set cancelled_at = now()
      where run_id = ${run.runId} and starts_at = to_timestamp(${last.startTime})`);
    const changed = await t.request({ url: FEED, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const cancelled = eventsOf(changed.body).find((e) => e.uid === `run-${run.runId}-${last.startTime}@demo.clubroom`);
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
  });

  it("answers 404 off a club's host", async () => {
    expect((await t.request({ club: null, url: FEED })).statusCode).toBe(404);
    expect((await t.request({ club: 'nosuchclub', url: FEED })).statusCode).toBe(404);
  });
});
