import { allRoutes, pathOf, type RouteDefinition } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test-support/accounts.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';

const FORM = 'application/x-www-form-urlencoded';
/** Bodies of types no JSON route takes (a text body used to reach the schema as a string: 400). */
const NOT_JSON: [string, string][] = [
  ['text/plain', '{"email":"a@example.org"}'],
  [FORM, 'email=a%40example.org'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--\r\n'],
  ['application/xml', '<email>a@example.org</email>'],
  ['application/json-patch+json', '[]'],
];
const SAMPLE_PARAMS = {
  runId: 1,
  sessionId: 1,
  checkoutSession: 'cs_1',
  campId: 1,
  subscriptionId: 999999,
  weekId: 1,
  dayOfWeek: 1,
  termId: 1,
  staffId: 1,
  personId: 1,
  parentId: 1,
  role: 'parent',
  itemUuid: '00000000-0000-4000-8000-000000000000',
  uuid: '00000000-0000-4000-8000-000000000000',
  orderUuid: '00000000-0000-4000-8000-000000000000',
  bookingRef: '00000000-0000-4000-8000-000000000000',
  invitationId: 999999,
  venueId: 999999,
  discountCodeId: 999999,
  messageId: 999999,
  attachmentId: 999999,
  token: 'tok_none',
  id: 'pi_none',
  logoFile: 'no-such-logo.png',
  skinFile: '0000000000000000.css',
  orderId: 999999,
  childId: 999999,
  runInstanceId: 999999,
  feature: 'beta-payment-secures-booking',
  value: '1',
  setting: 'grading-trophies',
  clubId: 999999,
  clientId: 999999,
  planId: 999999,
  questionId: 999999,
  attributeId: 999999,
  trophyId: 999999,
  awardId: 999999,
  networkId: 999999,
  textId: 999999,
};

describe('the media type of a body', () => {
  let t: TestApp;
  let organiser: string;
  const writeRoutes = Object.values(allRoutes).filter((route) => route.method !== 'GET');
  const send = (route: RouteDefinition, contentType: string | null, body: string, cookie?: string) =>
    t.request({
      method: route.method as 'POST',
      url: pathOf(route, SAMPLE_PARAMS),
      headers: contentType ? { 'content-type': contentType } : {},
      body,
      cookie,
      ip: freshIp(),
    });

  beforeAll(async () => {
    t = await createTestApp(httpLayerDriver);
    organiser = await t.signIn('demo', DEMO.organiser);
  });
  afterAll(() => t.close());

  it('has JSON routes and form routes to check', () => {
    expect(writeRoutes.filter((r) => !r.form).length).toBeGreaterThanOrEqual(15);
    const formRoutes = writeRoutes.filter((r) => r.form).map((r) => r.operationId);
    expect(formRoutes.sort()).toEqual([
      'acceptContractForm',
      'smsInboundWebhook',
      'smsStatusWebhook',
      'unsubscribeMarketing',
      'useMagicLink',
    ]);
  });

  it.each(NOT_JSON)(
    'refuses %s on every JSON route with 415 naming the type it takes, before anything runs',
    async (contentType, body) => {
      const before = await accountTablesDigest(t);
      // Uploads take multipart only (modules/people/child-photo.test.ts).
      for (const route of writeRoutes.filter((r) => !r.form && !r.upload)) {
        for (const cookie of [undefined, organiser]) {
          const res = await send(route, contentType, body, cookie);
          const name = `${route.method} ${route.path}`;
          expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
          expect(res.json().error, name).toMatchObject({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: `Send the body as application/json (this request sent ${contentType.split(';')[0]}).`,
            issues: [{ path: 'headers.content-type', message: 'must be application/json' }],
          });
        }
      }
      expect(await accountTablesDigest(t)).toBe(before);
    },
  );

  it('refuses a body with no Content-Type, and takes a request with no body at all', async () => {
    const logout = allRoutes.logout;
    const untyped = await t.request({ method: 'POST', url: logout.path, body: 'x', ip: freshIp() });
    expect(untyped.statusCode).toBe(415);
    expect(untyped.json().error.message).toBe(
      'Send the body as application/json (this request named no Content-Type).',
    );
    expect((await send(logout, null, '')).statusCode).toBe(200);
  });

  it('takes JSON with parameters and in any case', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await send(allRoutes.loginUser, contentType, '{"email":"nobody@example.org"}');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path: 'body.password' }));
    }
  });

  it("takes a browser's form post on the routes that declare `form`, and nothing else but JSON", async () => {
    // The magic link's sign-in page posts a form: a made-up token leads to the expired-link page.
    const magicLink = await send(allRoutes.useMagicLink, FORM, 'token=made-up&next=%2Fcamp%2F1');
    expect(magicLink.statusCode).toBe(303);
    expect(magicLink.headers.location).toBe(`/login/link-expired?next=${encodeURIComponent('/camp/1')}`);
    // The contract page posts a form: unticked, it goes back to the page saying so.
    const contract = await send(allRoutes.acceptContractForm, FORM, 'version=1', organiser);
    expect(contract.statusCode).toBe(303);
    expect(contract.headers.location).toBe('/terms/update?next=%2F&error=accept-terms');
    for (const route of [allRoutes.useMagicLink, allRoutes.acceptContractForm]) {
      const text = await send(route, 'text/plain', 'token=made-up', organiser);
      expect(text.statusCode).toBe(415);
      expect(text.json().error.issues).toEqual([
        { path: 'headers.content-type', message: `must be application/json or ${FORM}` },
      ]);
    }
  });
});
