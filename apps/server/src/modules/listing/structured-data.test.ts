import type { ScheduleResponse } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** The schema.org JSON-LD a page's head carries, parsed. */
function structuredDataOf(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(found, 'no JSON-LD in the page').toBeTruthy();
  return JSON.parse(found![1]);
}

describe.each(testDrivers)("search engines' view of a club's site, on %s", (driver) => {
  let t: TestApp;
  let schedule: ScheduleResponse;

  beforeAll(async () => {
    t = await createTestApp(driver);
    schedule = (await t.get('demo', '/api/v4/public/schedule/current')).json();
  });
  afterAll(() => t.close());

  it('the schedule page is a SportsActivityLocation whose events are its classes and camps, with where and how to book', async () => {
    const data = structuredDataOf((await t.get('demo', '/')).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Little Legends Sports Club',
      url: 'http://demo.localhost:3000/',
    });
    const events = data.event as Record<string, unknown>[];
    const runs = schedule.terms.flatMap((term) => term.runs);
    expect(events).toHaveLength(runs.length + schedule.camps.length);
    const run = runs[0];
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      name: run.className,
      location: { '@type': 'Place', name: run.venueName, geo: { latitude: run.latitude, longitude: run.longitude } },
      offers: { '@type': 'Offer', url: `http://demo.localhost:3000/${run.runId}/info` },
    });
    expect(Date.parse(events[0].startDate as string)).toBeGreaterThanOrEqual(t.clock.now().getTime());
  });

  it("a class's page is a Course whose instance has its start, venue's address and price", async () => {
    const run = schedule.terms[0].runs[0];
    const info = (await t.get('demo', `/api/v4/public/run/${run.runId}`)).json();
    const data = structuredDataOf((await t.get('demo', `/${run.runId}/info`)).body);
    expect(data).toMatchObject({
      '@type': 'Course',
      name: run.className,
      provider: { '@type': 'Organization', name: 'Little Legends Sports Club' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        location: { address: { postalCode: info.venue.postcode } },
        offers: { price: (info.pricePerTerm / 100).toFixed(2), priceCurrency: 'GBP' },
      },
    });
  });

  it("a camp's page is an Event priced by the week", async () => {
    const camp = schedule.camps[0];
    const info = (await t.get('demo', `/api/v4/public/camp/${camp.campId}`)).json();
    const data = structuredDataOf((await t.get('demo', `/camp/${camp.campId}`)).body);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: camp.className,
      startDate: new Date(camp.startDateTime * 1000).toISOString(),
      offers: { price: (info.weekPrice / 100).toFixed(2), url: `http://demo.localhost:3000/camp/${camp.campId}` },
    });
  });

  it("a term's page is an EventSeries of its dates whose sub-events are its classes, each linked to book", async () => {
    const term = schedule.terms[0];
    const data = structuredDataOf((await t.get('demo', `/term/${term.termId}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EventSeries',
      name: term.termName,
      startDate: new Date(term.termStartDateTime * 1000).toISOString(),
      endDate: new Date(term.termEndDateTime * 1000).toISOString(),
      organizer: { '@type': 'Organization', name: 'Little Legends Sports Club' },
    });
    expect(String(data.url)).toMatch(new RegExp(`^http://demo\\.localhost:3000/term/${term.termId}/`));
    const subEvents = data.subEvent as Record<string, unknown>[];
    expect(subEvents.map((event) => event.name)).toEqual(term.runs.map((run) => run.className));
    expect(subEvents[0]).toMatchObject({
      '@type': 'Event',
      location: { '@type': 'Place', name: term.runs[0].venueName },
      offers: { '@type': 'Offer', url: `http://demo.localhost:3000/${term.runs[0].runId}/info` },
    });
  });

  it("a club site's sitemap lists its schedule, terms, classes and camps, on the club's host only", async () => {
    const res = await t.get('demo', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs[0]).toBe('http://demo.localhost:3000/');
    for (const run of schedule.terms.flatMap((term) => term.runs))
      expect(locs).toContain(`http://demo.localhost:3000/${run.runId}/info`);
    for (const camp of schedule.camps) expect(locs).toContain(`http://demo.localhost:3000/camp/${camp.campId}`);
    const riverside = await t.get('riverside', '/sitemap.xml');
    expect(riverside.body).not.toContain('demo.localhost');
    expect((await t.get(null, '/sitemap.xml')).statusCode).toBe(404);
  });

  it('the listing search page is answered on the platform host with its title', async () => {
    const page = await t.get(null, '/search?postcode=SW11+4NJ&age=6');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Find a class or holiday camp – Clubroom</title>');
  });
});
