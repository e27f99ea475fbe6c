import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const GEOCODE = '/api/v4/public/geocode';

describe('geocoding with the offline default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it("resolves a venue's full postcode however it is typed", async () => {
    for (const input of ['SW4 6DB', 'sw46db', ' Sw4  6dB ']) {
      const res = await t.get('demo', `${GEOCODE}?postcode=${encodeURIComponent(input)}`);
      expect(res.statusCode, input).toBe(200);
      expect(res.json()).toEqual({ postcode: 'SW4 6DB', latitude: 51.4647, longitude: -0.1387 });
    }
  });

  it('resolves an outward code to the mean of its venues', async () => {
    const res = await t.get('demo', `${GEOCODE}?postcode=TW9`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.postcode).toBe('TW9');
    expect(body.latitude).toBeCloseTo((51.4668 + 51.4682) / 2, 6);
  });

  it('says clearly when a postcode is unknown or malformed', async () => {
    const unknown = await t.get('demo', `${GEOCODE}?postcode=${encodeURIComponent('EH1 1YZ')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'POSTCODE_NOT_FOUND',
      message: "We couldn't find the postcode EH1 1YZ. Please check it and try again.",
    });
    const malformed = await t.get('demo', `${GEOCODE}?postcode=hello!`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues[0].path).toBe('query.postcode');
    // Too long (or too short) to be a postcode gets the same words and a postcode to try, not a length.
    for (const typed of ['SW1A 1AA 12345', 'S']) {
      const wrong = await t.get('demo', `${GEOCODE}?postcode=${encodeURIComponent(typed)}`);
      expect(wrong.statusCode, typed).toBe(400);
      expect(wrong.json().error.message, typed).toMatch(/^Please enter a UK postcode, such as /);
    }
  });

  it("hints with a postcode that the geocoder finds: one of the club's venues, or any venue's on the platform", async () => {
    for (const club of ['demo', null]) {
      const malformed = await t.get(club, `${GEOCODE}?postcode=hello!`);
      const example = /such as (.+)\.$/.exec(malformed.json().error.message)?.[1];
      expect(example, String(club)).toBeDefined();
      const found = await t.get(club, `${GEOCODE}?postcode=${encodeURIComponent(example!)}`);
      expect(found.statusCode, example).toBe(200);
    }
    const riverside = await t.get('riverside', `${GEOCODE}?postcode=hello!`);
    const demoPostcodes = ['SW11 4NJ', 'SW4 6DB', 'SW9 8QQ', 'SW17 8AN'];
    expect(demoPostcodes.some((p) => riverside.json().error.message.includes(p))).toBe(false);
  });
});

describe('geocoding through a postcodes.io-compatible service', () => {
  let t: TestApp;
  let service: http.Server;
  const requested: string[] = [];

  beforeAll(async () => {
    // A local stand-in speaking the postcodes.io format.
    service = http.createServer((req, res) => {
      requested.push(req.url ?? '');
      const known: Record<string, object> = {
        '/postcodes/EH11YZ': { postcode: 'EH1 1YZ', latitude: 55.9486, longitude: -3.1999 },
        '/outcodes/M1': { outcode: 'M1', latitude: 53.4794, longitude: -2.2453 },
      };
      const result = known[req.url ?? ''];
      res.writeHead(result ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ? { status: 200, result } : { status: 404, error: 'Postcode not found' }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    t = await createTestApp('pglite', { env: { GEOCODER_URL: url } });
  });
  afterAll(async () => {
    await t.close();
    service.close();
  });

  it('asks the service for full postcodes and outward codes', async () => {
    expect((await t.get('demo', `${GEOCODE}?postcode=eh1%201yz`)).json()).toEqual({
      postcode: 'EH1 1YZ',
      latitude: 55.9486,
      longitude: -3.1999,
    });
    expect((await t.get('demo', `${GEOCODE}?postcode=m1`)).json()).toEqual({
      postcode: 'M1',
      latitude: 53.4794,
      longitude: -2.2453,
    });
    expect(requested).toEqual(['/postcodes/EH11YZ', '/outcodes/M1']);
    expect((await t.get('demo', `${GEOCODE}?postcode=ZZ9%209ZZ`)).statusCode).toBe(404);
  });
});

describe('geocoding when the service cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { GEOCODER_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('falls back to the postcodes the platform knows', async () => {
    const res = await t.get('demo', `${GEOCODE}?postcode=SW9%208QQ`);
    expect(res.statusCode).toBe(200);
    expect(res.json().latitude).toBe(51.4627);
  });
});
