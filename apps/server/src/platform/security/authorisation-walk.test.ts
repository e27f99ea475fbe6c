import fs from 'node:fs';
import { allRoutes, type ClubRole, type ScheduleResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne, whoAmI } from '../../test-support/accounts.js';
import { fakeEmbedBuild } from '../../test-support/fake-embed-build.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';
import { isGranted, type AuthContext } from './policy.js';

/**
 * THE AUTHORISATION WALK. Every registered route is called as every identity below, on demo's
 * site, and must answer as its declared access says (`access` in its definition in packages/domain,
 * through isGranted): refused routes answer 401 (nobody) or 403 (anyone else); granted routes
 * answer anything but those. The rows are derived from the declarations, so a new route is walked
 * without an edit here; what it declares is reviewed with its definition.
 *
 * Then every route declaring scope 'club' is walked off its club: on the platform host and on an
 * unknown club's host it is not there (404), and demo's organiser, sent to riverside's host with
 * demo's ids, reaches nothing of demo's.
 */

const IDENTITIES = {
  nobody: null,
  parent: { clubRoles: ['parent'] },
  coach: { clubRoles: ['coach'] },
  organiser: { clubRoles: ['organiser'], financialAccess: true },
  organiserWithoutFinance: { clubRoles: ['organiser'] },
  support: { isSupport: true },
  platformManager: { isPlatformManager: true },
  /** riverside's organiser, calling demo's site. */
  otherClubOrganiser: {},
} satisfies Record<
  string,
  { clubRoles?: ClubRole[]; financialAccess?: boolean; isSupport?: boolean; isPlatformManager?: boolean } | null
>;
type Identity = keyof typeof IDENTITIES;

const SIGNED_IN: Identity[] = [
  'parent',
  'coach',
  'organiser',
  'organiserWithoutFinance',
  'support',
  'platformManager',
  'otherClubOrganiser',
];
const EVERYONE: Identity[] = ['nobody', ...SIGNED_IN];
/** The upload routes (multipart only): the walk's JSON body is refused (415) before anything is read. */
const UPLOADS = new Set(
  Object.values(allRoutes)
    .filter((route) => route.upload)
    .map((route) => `${route.method} ${route.path}`),
);
/** Organisers of the club, and platform managers. */
const STAFF_MANAGERS: Identity[] = ['organiser', 'organiserWithoutFinance', 'platformManager'];
/** As STAFF_MANAGERS, but organisers need financial access. */
const FINANCE_MANAGERS: Identity[] = ['organiser', 'platformManager'];

/**
 * Club routes answering the caller's own things at the Host's club, each with the list it answers:
 * off demo, they show none of demo's.
 */
const OWN_AT_CLUB: Record<string, (body: never) => unknown[]> = {
  // What the Host's club tells its parents about paying: riverside accepts no method, so none of demo's.
  'GET /api/settings/how-to-pay': (body: { methods: unknown[] }) => body.methods,
  'GET /api/v4/parent/basket': (body: { items: unknown[] }) => body.items,
  // Riverside's questions of the person's family: none of demo's.
  'GET /api/v4/parent/registration-questions/basket': (body: { questions: unknown[] }) => body.questions,
  'GET /api/v4/parent/registration-questions': (body: { questions: unknown[] }) => body.questions,
  'GET /api/v4/parent/orders/awaiting-payment': (body: { data: unknown[] }) => body.data,
  'GET /api/v4/people/bookings/all/:offset/:limit': (body: { bookings: unknown[] }) => body.bookings,
  'GET /api/v4/people/bookings/current/feed': (body: { sessions: unknown[] }) => body.sessions,
  'GET /api/v4/people/waiting-lists': (body: { data: unknown[] }) => body.data,
  'POST /api/v4/parent/subscriptions/outstanding': (body: { data: { hasOutstanding: boolean } }) =>
    body.data.hasOutstanding ? [body.data] : [],
  'POST /api/v4/parent/subscriptions/outstanding/invoices': (body: { data: unknown[] }) => body.data,
  // Nothing outstanding there, so nothing paid.
  'POST /api/v4/parent/subscriptions/outstanding/pay': (body: { data: { paid: number } }) =>
    body.data.paid > 0 ? [body.data] : [],
  'POST /api/v4/parent/subscriptions/all': (body: { data: unknown[] }) => body.data,
  'GET /rest/v1/payments/payment-methods': (body: { data: unknown[] }) => body.data,
  'GET /api/v4/people/person/saved-cards': (body: { data: unknown[] }) => body.data,
  // The person's own choice of riverside's marketing: unsubscribed from nothing there, whatever they chose at demo.
  'GET /api/v4/people/messaging/marketing': (body: { email: boolean; sms: boolean }) =>
    (['email', 'sms'] as const).filter((channel) => !body[channel]),
};

/** Routes plugins register under a prefix (API docs; the built web app's assets when present): public pages. */
const PLUGIN_PREFIXES: Record<string, Identity[]> = { 'GET /api/docs': EVERYONE, 'GET /vue/prod/': EVERYONE };

/**
 * A value for each path parameter that names nothing, so no call changes anything: a granted
 * call answers 404 or 400, a refused one 401 or 403. A new parameter needs a value here.
 */
const PARAM_SAMPLES: Record<string, string> = {
  runId: '999999',
  sessionId: '999999',
  checkoutSession: 'cs_999999',
  campId: '999999',
  weekId: '999999',
  dayOfWeek: '1',
  termId: '999999',
  staffId: '999999',
  subscriptionId: '999999',
  personId: '999999',
  itemUuid: '00000000-0000-4000-8000-000000000000',
  uuid: '00000000-0000-4000-8000-000000000000',
  clientId: '999999',
  clubId: '999999',
  bookingId: '999999',
  runInstanceId: '999999',
  parentId: '999999',
  orderId: '999999',
  childId: '999999',
  offset: '0',
  limit: '20',
  role: 'parent',
  orderUuid: '00000000-0000-4000-8000-000000000000',
  bookingRef: '00000000-0000-4000-8000-000000000000',
  invitationId: '999999',
  venueId: '999999',
  questionId: '999999',
  attributeId: '999999',
  discountCodeId: '999999',
  messageId: '999999',
  attachmentId: '999999',
  planId: '999999',
  trophyId: '999999',
  awardId: '999999',
  networkId: '999999',
  textId: '999999',
  token: 'tok_none',
  id: 'pi_none',
  feature: 'no-such-feature',
  setting: 'no-such-setting',
  value: 'no-such-value',
  logoFile: 'no-such-logo.png',
  skinFile: '0000000000000000.css',
  '*': 'nothing-here',
};

/** The last route each identity calls: it ends the session. */
const ENDS_SESSION = 'POST /api/auth/logout';

/** Who a route lets in: as its declared access grants, or as a plugin's prefix says. */
function expectedFor(route: { key: string; access: unknown }): Identity[] {
  const prefix = Object.keys(PLUGIN_PREFIXES).find((p) => route.key.startsWith(p));
  if (prefix) return PLUGIN_PREFIXES[prefix];
  return EVERYONE.filter((identity) => isGranted(route.access as never, authOf(identity)));
}

function sampleUrl(url: string, samples: Record<string, string> = PARAM_SAMPLES): string {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = samples[name ?? '*'];
    if (!value) throw new Error(`add a sample value for ${whole} (in ${url}) to PARAM_SAMPLES`);
    return value;
  });
}

/** The AuthContext an identity has on demo's site, for isGranted. */
function authOf(identity: Identity): AuthContext | null {
  const spec = IDENTITIES[identity];
  if (!spec) return null;
  const s = spec as {
    clubRoles?: ClubRole[];
    financialAccess?: boolean;
    isSupport?: boolean;
    isPlatformManager?: boolean;
  };
  return {
    sessionId: identity,
    user: {
      id: 0,
      email: identity,
      firstName: identity,
      lastName: '',
      isSupport: s.isSupport ?? false,
      isPlatformManager: s.isPlatformManager ?? false,
    },
    impersonator: null,
    clubRoles: s.clubRoles ?? [],
    financialAccess: s.financialAccess ?? false,
  };
}

/** Public club reads whose answer names nothing of the club: what the schedule page's analytics may collect. */
const CLUB_NEUTRAL_READS = new Set([
  'GET /api/v4/public/schedule/browser-analytics',
  // The embed script is the same on every club's host: it reads the club from its own address.
  'GET /embed.js',
]);

describe('isGranted', () => {
  it.each([
    ['public', EVERYONE],
    ['signed-in', SIGNED_IN],
    [{ roles: ['organiser', 'platform_manager'] }, STAFF_MANAGERS],
    [{ roles: ['organiser', 'platform_manager'], financial: true }, FINANCE_MANAGERS],
    [{ roles: ['coach', 'organiser'] }, ['coach', 'organiser', 'organiserWithoutFinance']],
    [{ roles: ['support'] }, ['support']],
    [{ roles: ['support', 'platform_manager'] }, ['support', 'platformManager']],
    [{ roles: ['platform_manager'] }, ['platformManager']],
    [{ roles: ['support'], financial: true }, ['support']],
    [{ roles: ['organiser'], financial: true }, ['organiser']],
    [{ roles: ['parent'] }, ['parent']],
  ] as const)('%j lets in exactly %j', (access, granted) => {
    const actual = EVERYONE.filter((identity) => isGranted(access as never, authOf(identity)));
    expect(actual).toEqual(granted);
  });
});

// On one driver (httpLayerDriver says why): access is decided before any SQL, tenancy by the same SQL on both.
describe('the authorisation walk', () => {
  let t: TestApp;
  let webDir: string;
  const cookies: Partial<Record<Identity, string>> = {};
  type Route = { method: string; url: string; key: string; access: unknown; scope: string };
  let routes: Route[];

  beforeAll(async () => {
    // A build with the embed script (whatever `npm run build` has made), so `/embed.js` answers it.
    webDir = fakeEmbedBuild();
    t = await createTestApp(httpLayerDriver, { env: { WEB_DIST_DIR: webDir } });
    await createPerson(t, {
      email: 'organiser-no-finance@example.com',
      memberships: [{ club: 'demo', role: 'organiser', financialAccess: false }],
    });
    await createPerson(t, { email: 'platform-manager@example.com', isPlatformManager: true });
    const logins: Record<Exclude<Identity, 'nobody'>, [string, string]> = {
      parent: ['demo', DEMO.parent],
      coach: ['demo', DEMO.coach],
      organiser: ['demo', DEMO.organiser],
      organiserWithoutFinance: ['demo', 'organiser-no-finance@example.com'],
      support: ['demo', DEMO.support],
      platformManager: ['demo', 'platform-manager@example.com'],
      otherClubOrganiser: ['riverside', DEMO.riversideOrganiser],
    };
    for (const [identity, [club, email]] of Object.entries(logins))
      cookies[identity as Identity] = await t.signIn(club, email);
    routes = t.app.routeAccess
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }))
      .sort((a, b) => Number(a.key === ENDS_SESSION) - Number(b.key === ENDS_SESSION));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('walks every route the server registered, each with its declared access (the rows are derived)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(250);
    const rows = new Map(routes.map((r) => [r.key, expectedFor(r)]));
    // Anchors: one route of each kind of access, so a derivation that lost the declarations fails here.
    expect(rows.get('GET /api/v4/public/schedule/current')).toEqual(EVERYONE);
    expect(rows.get('GET /api/v4/parent/basket')).toEqual(SIGNED_IN);
    expect(rows.get('GET /api/v4/registers/run/:runId')).toEqual(['coach', ...STAFF_MANAGERS]);
    expect(rows.get('POST /api/v4/orders/order/:orderId/refund')).toEqual(FINANCE_MANAGERS);
    expect(rows.get('POST /rest/v1/client/settings/reset-stripe-subscription')).toEqual(['support']);
    // Only the parents' and the public's routes let a parent in; no route lets in everyone but nobody.
    const forParents = routes.filter((r) => expectedFor(r).includes('parent'));
    expect(forParents.filter((r) => !expectedFor(r).includes('organiser')).map((r) => r.key)).toEqual([]);
  });

  it("the identities hold the roles the walk assumes, on demo's site", async () => {
    for (const identity of SIGNED_IN) {
      const auth = authOf(identity)!;
      const platform = [
        ...(auth.user.isSupport ? ['support'] : []),
        ...(auth.user.isPlatformManager ? ['platform_manager'] : []),
      ];
      expect((await whoAmI(t, cookies[identity], 'demo')).roles, identity).toEqual([...auth.clubRoles, ...platform]);
    }
  });

  it.each(EVERYONE)(
    'every route answers %s as its declared access says',
    async (identity) => {
      const wrong: string[] = [];
      for (const route of routes) {
        const granted = expectedFor(route).includes(identity);
        const res = await t.request({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          cookie: cookies[identity],
          body: route.method === 'GET' ? undefined : {},
        });
        const refusedAs = identity === 'nobody' ? 401 : 403;
        const ok = granted
          ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
          : res.statusCode === refusedAs;
        if (!ok)
          wrong.push(
            `${route.key}: ${res.statusCode} (expected ${granted ? 'access' : refusedAs}) ${res.body.slice(0, 120)}`,
          );
      }
      expect(wrong).toEqual([]);
    },
    180_000,
  ); // About 250 requests: seconds on a quiet machine, over a minute on a busy one.

  describe('club routes, off their club', () => {
    const clubRoutes = () => routes.filter((r) => r.scope === 'club');
    /** Fresh sessions: the walk above ended its own. */
    const fresh: { organiser?: string; platformManager?: string } = {};
    beforeAll(async () => {
      fresh.organiser = await t.signIn('demo', DEMO.organiser);
      fresh.platformManager = await t.signIn('demo', 'platform-manager@example.com');
      expect((await whoAmI(t, fresh.organiser, 'demo')).roles).toEqual(['organiser']);
    });
    const call = (route: Route, club: string | null, cookie?: string, samples?: Record<string, string>) =>
      t.request({
        method: route.method as 'GET',
        club,
        url: sampleUrl(route.url, samples),
        cookie,
        body: route.method === 'GET' ? undefined : {},
      });

    it('walks the club routes it must: those of the schedule, the booking engine and the admin', () => {
      const keys = clubRoutes().map((r) => r.key);
      for (const key of ['GET /api/v4/public/schedule/current', 'GET /api/v4/parent/basket', 'GET /api/v4/registers'])
        expect(keys).toContain(key);
      expect(keys).not.toContain('GET /api/auth/me');
    });

    it.each([
      ['the platform host', null],
      ["an unknown club's host", 'no-such-club'],
    ])('every club route answers 404 on %s, signed in or not', async (_, club) => {
      const wrong: string[] = [];
      for (const route of clubRoutes()) {
        for (const cookie of [undefined, fresh.organiser, fresh.platformManager]) {
          const res = await call(route, club, cookie);
          if (res.statusCode !== 404) wrong.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it("demo's organiser, on riverside's host, reaches nothing of demo's", async () => {
      const message = await demoMessage(t);
      const schedule: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
      const coachMembership = await queryOne<{ id: number }>(
        t,
        sql`
        select m.id from memberships m join users u on u.id = m.user_id join clubs c on c.id = m.club_id
        where u.email = ${DEMO.coach} and c.subdomain = 'demo' and m.role = 'coach'`,
      );
      const demoIds: Record<string, string> = {
        runId: String(schedule.terms[0].runs[0].runId),
        sessionId: String((await queryOne<{ id: number }>(t, sql`select id from run_sessions order by id limit 1`)).id),
        termId: String(schedule.terms[0].termId),
        campId: String(schedule.camps[0].campId),
        venueId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`select v.id from venues v join clubs c on c.id = v.club_id where c.subdomain = 'demo' order by v.id limit 1`,
            )
          ).id,
        ),
        weekId: String(schedule.camps[0].weeks[0].instanceGroupId),
        runInstanceId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`select d.id from camp_days d join clubs c on c.id = d.club_id where c.subdomain = 'demo' order by d.id limit 1`,
            )
          ).id,
        ),
        dayOfWeek: '1',
        staffId: String(coachMembership.id),
        personId: String(
          (await queryOne<{ id: number }>(t, sql`select child_id as id from club_children order by id limit 1`)).id,
        ),
        // The demo has no baskets, orders or payments: these name nothing on either host.
        itemUuid: PARAM_SAMPLES.itemUuid,
        uuid: PARAM_SAMPLES.uuid,
        orderUuid: PARAM_SAMPLES.orderUuid,
        // A marketing email's unsubscribe token of demo's (the payment route's token takes it as a wrong one).
        token: message.token,
        messageId: message.messageId,
        attachmentId: message.attachmentId,
        id: PARAM_SAMPLES.id,
        clientId: String((await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id),
        bookingId: String((await queryOne<{ id: number }>(t, sql`select id from bookings order by id limit 1`)).id),
        bookingRef: (
          await queryOne<{ ref: string }>(t, sql`select booking_ref as ref from bookings order by id limit 1`)
        ).ref,
        orderId: PARAM_SAMPLES.orderId,
        discountCodeId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`select d.id from discount_codes d join clubs c on c.id = d.club_id where c.subdomain = 'demo' limit 1`,
            )
          ).id,
        ),
        // The demo has no invitations: this names nothing on either host.
        invitationId: PARAM_SAMPLES.invitationId,
        // Nor checkout sessions of the platform's (the provider's ids).
        checkoutSession: PARAM_SAMPLES.checkoutSession,
        subscriptionId: PARAM_SAMPLES.subscriptionId,
        childId: String(
          (await queryOne<{ id: number }>(t, sql`select child_id as id from club_children order by id limit 1`)).id,
        ),
        offset: PARAM_SAMPLES.offset,
        limit: PARAM_SAMPLES.limit,
        // Settings' keys: demo's and riverside's alike; only the host's club is ever read or changed.
        feature: 'beta-payment-secures-booking',
        setting: 'grading-trophies',
        value: '1',
        parentId: String(
          (await queryOne<{ id: number }>(t, sql`select id from users where email = ${DEMO.parent}`)).id,
        ),
        // A registration question and a contact attribute of demo's (the demo has none: made here).
        questionId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`insert into registration_questions (club_id, text, type, asked_per, visibility, for_whole_club, position, created_at)
                select id, 'Walk question', 'short-text', 'family', 'optional', true, 1, now() from clubs where subdomain = 'demo'
                returning id`,
            )
          ).id,
        ),
        attributeId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`insert into contact_attributes (club_id, name, position)
                select id, 'Walk attribute', 1 from clubs where subdomain = 'demo' returning id`,
            )
          ).id,
        ),
        // A trophy of demo's, and an award of it to a child of demo's (the demo has none: made here).
        ...(await demoTrophyAndAward(t)),
        // A stylesheet of demo's own, applied (the demo has none: made here).
        skinFile: await demoStylesheet(t),
      };
      // Both clubs share open data, so its feed answers each club its own sessions (else both answer 404); both have
      // grading trophies on, so a trophy route answers whether the thing is the club's (else both answer 409).
      await t.db.execute(sql`insert into club_settings (club_id, key, value)
        select id, 'dropdown:open-data', 'on' from clubs where subdomain in ('demo', 'riverside')
        union all select id, 'setting:grading-trophies', '1' from clubs where subdomain in ('demo', 'riverside')
        on conflict (club_id, key) do update set value = excluded.value`);
      const wrong: string[] = [];
      for (const route of clubRoutes()) {
        const res = await call(route, 'riverside', fresh.organiser, demoIds);
        const isPublic = expectedFor(route).includes('nobody');
        const ownList = OWN_AT_CLUB[route.key];
        if (ownList) {
          // The organiser's own basket (bookings…) at riverside: there, and empty.
          if (res.statusCode !== 200 || ownList(res.json() as never).length !== 0) {
            wrong.push(`${route.key}: ${res.statusCode}`);
          }
        } else if (!isPublic) {
          // A route taking a body refuses the walk's empty one (400; an upload its JSON, 415) before it reads anything.
          const refused =
            [401, 403, 404].includes(res.statusCode) ||
            (route.method !== 'GET' && res.statusCode === 400) ||
            (UPLOADS.has(route.key) && res.statusCode === 415);
          if (!refused) wrong.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        } else if (route.url.includes(':')) {
          // The same ids name demo's rows on demo's host, and nothing on riverside's.
          const atDemo = await call(route, 'demo', fresh.organiser, demoIds);
          if (atDemo.statusCode !== 200 || res.statusCode !== 404) {
            wrong.push(`${route.key}: demo ${atDemo.statusCode}, riverside ${res.statusCode}`);
          }
        } else if (route.key === 'GET /api/new-client/continue') {
          // A new club's single-use sign-in link: without a live one for this club it signs nobody in.
          if (res.statusCode !== 303 || !String(res.headers.location).startsWith('/login'))
            wrong.push(`${route.key}: ${res.statusCode}`);
        } else if (route.method !== 'GET') {
          // A public write (the schedule's analytics event) refuses the walk's empty body (400) before it reads anything.
          if (res.statusCode !== 400) wrong.push(`${route.key}: ${res.statusCode}`);
        } else if (CLUB_NEUTRAL_READS.has(route.key)) {
          // The same answer at every club: nothing of demo's in it to reach.
          const atDemo = await call(route, 'demo');
          if (res.statusCode !== 200 || res.body !== atDemo.body) wrong.push(`${route.key}: ${res.statusCode}`);
        } else {
          // A public read answers riverside's data, whoever asks, never demo's.
          const anonymous = await call(route, 'riverside');
          const atDemo = await call(route, 'demo');
          const isRiversides = res.statusCode === 200 && res.body === anonymous.body && res.body !== atDemo.body;
          if (!isRiversides) wrong.push(`${route.key}: ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
      const coach = sql`select status, role from memberships where id = ${coachMembership.id}`;
      expect(await queryOne(t, coach)).toEqual({ status: 'active', role: 'coach' });
    });
  });
});

/** Demo's own stylesheet, applied: its file's name. */
async function demoStylesheet(t: TestApp): Promise<string> {
  const hash = 'abcdefabcdefabcd';
  await t.db.execute(sql`insert into club_stylesheets (club_id, hash, css, uploaded_at, preview_token)
    select id, ${hash}, 'h1 { color: #123456; }', now(), 'walk_preview_token' from clubs where subdomain = 'demo'`);
  await t.db.execute(sql`update clubs set skin_stylesheet = ${hash} where subdomain = 'demo'`);
  return `${hash}.css`;
}

/** An unsubscribe token of a demo parent's, in a marketing message of demo's: it names something on demo's host only. */
/**
 * A message of demo's, sent to its parent, with an attachment, and the recipient's marketing unsubscribe token (also
 * its email's tracking-image token: the routes taking a `token` name the same recipient).
 */
async function demoMessage(t: TestApp): Promise<{ messageId: string; token: string; attachmentId: string }> {
  const token = 'walk_unsubscribe_token_000000000000000000000';
  await t.db.execute(sql`with message as (
      insert into messages (club_id, author_name, audience_kind, audience_id, audience_label, purpose, by_email, by_sms,
        subject, body, idempotency_key, status, created_at)
      select id, 'Walk', 'person', 1, 'Walk', 'marketing', true, false, 'Walk', 'Walk', 'walk', 'sent', now()
      from clubs where subdomain = 'demo' returning id, club_id)
    insert into message_recipients (club_id, message_id, user_id, idempotency_key, email_status, subject, text, html,
      sms_text, unsubscribe_token, open_token, created_at)
    select message.club_id, message.id, users.id, 'walk', 'sent', 'Walk', 'Walk', 'Walk', 'Walk', ${token}, ${token}, now()
    from message, users where users.email = ${DEMO.parent}`);
  const { id } = await queryOne<{ id: number }>(t, sql`select id from messages where idempotency_key = 'walk'`);
  const attachment = await queryOne<{ id: number }>(
    t,
    sql`insert into message_attachments (club_id, message_id, file_key, name, content_type, size, created_at)
      select club_id, id, 'message-attachments/walk.pdf', 'Walk', 'application/pdf', 1, now() from messages where id = ${id}
      returning id`,
  );
  return { messageId: String(id), token, attachmentId: String(attachment.id) };
}

/** A trophy of demo's and an award of it to one of demo's children, made for the walk: their ids. */
async function demoTrophyAndAward(t: TestApp): Promise<{ trophyId: string; awardId: string }> {
  const trophy = await queryOne<{ id: number }>(
    t,
    sql`insert into trophies (club_id, activity, name, position, colour, created_at)
      select id, 'Walk class', 'Walk badge', 1, 'cd7f32', now() from clubs where subdomain = 'demo' returning id`,
  );
  const award = await queryOne<{ id: number }>(
    t,
    sql`insert into trophy_awards (club_id, trophy_id, child_id, awarded_at)
      select cc.club_id, ${trophy.id}, cc.child_id, now() from club_children cc join clubs c on c.id = cc.club_id
      where c.subdomain = 'demo' order by cc.id limit 1 returning id`,
  );
  return { trophyId: String(trophy.id), awardId: String(award.id) };
}
