import type { ScheduleResponse } from '@clubroom/domain/api';
import { formatDateRange } from '@clubroom/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** The content of a `<meta>` of the page's head, by name or property. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(testDrivers)('the HTML head of the public pages, on %s', (driver) => {
  let t: TestApp;
  let schedule: ScheduleResponse;
  let clubName: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    schedule = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    clubName = (await t.get('demo', '/api/v4/public/club')).json().club.name;
  });
  afterAll(() => t.close());

  it('titles the schedule with the club and describes it for link previews', async () => {
    const page = await t.get('demo', '/?day=mon');
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe(clubName);
    expect(metaOf(page.body, 'og:title')).toBe(clubName);
    expect(metaOf(page.body, 'og:site_name')).toBe(clubName);
    expect(metaOf(page.body, 'description')).toBeTruthy();
    // The canonical address comes from the configuration, never from the Host header.
    expect(metaOf(page.body, 'og:url')).toBe('http://demo.localhost:3000/');
  });

  it("names a run's class, venue, days and term in its title and preview", async () => {
    const term = schedule.terms[0];
    const run = term.runs[0];
    const page = await t.get('demo', `/${run.runId}/info`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe(`${run.className} – ${clubName}`);
    const description = metaOf(page.body, 'og:description');
    expect(description).toContain(run.className);
    expect(description).toContain(run.venueName);
    expect(description).toContain(`${run.sessions[0].day}s`);
    expect(description).toContain(term.termName);
    expect(metaOf(page.body, 'description')).toBe(description);
  });

  it("names a camp's venue and dates, and a term's classes", async () => {
    const camp = schedule.camps[0];
    const campPage = await t.get('demo', `/camp/${camp.campId}`);
    expect(campPage.statusCode).toBe(200);
    expect(titleOf(campPage.body)).toBe(`${camp.className} – ${clubName}`);
    expect(metaOf(campPage.body, 'og:description')).toContain(camp.venueName);
    // The house's one date format (issue 21.18), e.g. "Mon 30th November 2026 – Fri 11th December 2026".
    expect(metaOf(campPage.body, 'og:description')).toContain(
      formatDateRange(camp.startDateTime, camp.endDateTime, 'Europe/London'),
    );

    const term = schedule.terms[0];
    const termPage = await t.get('demo', `/term/${term.termId}/${encodeURIComponent(term.termName)}`);
    expect(termPage.statusCode).toBe(200);
    expect(titleOf(termPage.body)).toBe(`${term.termName} – ${clubName}`);
    expect(metaOf(termPage.body, 'og:description')).toContain(term.runs[0].className);
  });

  it('answers 404 with the not-found title for a run, camp or term that does not exist, or is another club’s', async () => {
    const riverside: ScheduleResponse = (await t.get('riverside', '/api/v4/public/schedule/current')).json();
    for (const path of [
      '/9999/info',
      '/camp/9999',
      '/term/9999',
      '/term/9999/Autumn',
      `/${riverside.terms[0].runs[0].runId}/info`,
    ]) {
      const page = await t.get('demo', path);
      expect(page.statusCode, path).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(titleOf(page.body), path).toBe(`Page not found – ${clubName}`);
    }
  });

  it("gives an unknown club's not-found page the platform's home to go to", async () => {
    const page = await t.get('no-such-club', '/');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('"platformUrl":"http://localhost:3000/"');
    expect(titleOf(page.body)).toBe('Page not found – Clubroom');
  });
});
