import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { clubsRepository } from './modules/clubs/clubs.repository.js';
import { clubsRoutes } from './modules/clubs/clubs.routes.js';
import { bootstrapFor } from './modules/clubs/public-club.js';
import type { Geocoder } from './modules/geocoding/geocoder.js';
import { geocodingRepository } from './modules/geocoding/geocoding.repository.js';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.js';
import { offlineGeocoder } from './modules/geocoding/offline-geocoder.js';
import { postcodesIoGeocoder, withFallback } from './modules/geocoding/postcodes-io-geocoder.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { usersRepository } from './modules/auth/users.repository.js';
import { contractsRepository } from './modules/contracts/contracts.repository.js';
import { contractsRoutes } from './modules/contracts/contracts.routes.js';
import { peopleRepository } from './modules/people/people.repository.js';
import type { InviteDeps } from './modules/people/invite-staff.js';
import { peopleRoutes } from './modules/people/people.routes.js';
import { auditRepository } from './platform/audit/audit.repository.js';
import { registerSwitchUser } from './modules/support/switch-user.hook.js';
import { registerAuthContext } from './platform/auth/auth-context.js';
import { registerBotCheck } from './platform/auth/bot-check.js';
import { botCheckRepository } from './platform/auth/bot-check.repository.js';
import { registerCsrfCheck } from './platform/auth/csrf.js';
import { registerPolicy } from './platform/auth/policy.js';
import { proofOfWorkBotCheck } from './platform/auth/proof-of-work-bot-check.js';
import { rateLimitRepository } from './platform/auth/rate-limit.repository.js';
import { sessionsRepository } from './platform/auth/sessions.repository.js';
import { registerErrorHandler } from './platform/errors.js';
import { devMailboxMailer } from './platform/mail/dev-mailbox-mailer.js';
import { devMailboxRepository } from './platform/mail/dev-mailbox.repository.js';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes.js';
import type { Mailer } from './platform/mail/mailer.js';
import { smtpMailer } from './platform/mail/smtp-mailer.js';
import { registerOpenApi } from './platform/openapi.js';
import { cachedClubLookup } from './platform/club-lookup-cache.js';
import { registerTenancy } from './platform/tenancy.js';
import { isApiPath, registerWebApp } from './platform/web-app.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The current time; tests pass a fixed clock. */
  clock?: () => Date;
  /** Tests may pass their own mailer; otherwise SMTP_URL or the dev mailbox. */
  mailer?: Mailer;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function buildGeocoder(deps: AppDeps, app: FastifyInstance): Geocoder {
  const offline = offlineGeocoder(geocodingRepository(deps.database.db));
  if (!deps.config.GEOCODER_URL) return offline;
  return withFallback(postcodesIoGeocoder(deps.config.GEOCODER_URL), offline, (err) => app.log.warn({ err }, 'geocoder unreachable; using known postcodes'));
}

/** Builds the whole HTTP application; main.ts listens on it and tests call it through inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    // Production runs behind TLS-terminating proxies: believe X-Forwarded-* from those addresses only.
    trustProxy: config.NODE_ENV === 'production' ? config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  const db = database.db;
  const clubs = clubsRepository(db);
  const sessions = sessionsRepository(db);
  const users = usersRepository(db);
  const contracts = contractsRepository(db);
  const people = peopleRepository(db);
  const mailbox = devMailboxRepository(db);
  const mailer = deps.mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailboxMailer(mailbox));
  if (config.NODE_ENV === 'production' && !config.SMTP_URL && !deps.mailer) {
    app.log.warn('SMTP_URL is not set: no email (verification codes, sign-in links, password resets, staff invitations) will reach anyone');
  }
  const clubLookup = cachedClubLookup(clubs.findBySubdomain);
  registerTenancy(app, config.APP_BASE_DOMAIN, clubLookup.find);
  registerAuthContext(app, sessions, clock);
  registerCsrfCheck(app);
  registerPolicy(app);
  registerBotCheck(app, proofOfWorkBotCheck(config.BOT_CHECK_SECRET, botCheckRepository(db), clock));
  const audit = auditRepository(db);
  registerSwitchUser(app, users, sessions, audit, clock);
  await registerOpenApi(app);

  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.driver };
  });
  await app.register(clubsRoutes(clubs, config.APP_BASE_DOMAIN));
  await app.register(scheduleRoutes(db, clock, database.onScheduleChange));
  await app.register(geocodingRoutes(buildGeocoder(deps, app)));
  const rateLimits = rateLimitRepository(db);
  await app.register(authRoutes({ users, rateLimits, mailer, clock }, sessions, contracts, config.APP_BASE_DOMAIN));
  await app.register(contractsRoutes(contracts, clock, (userId, optIn) => people.setMarketingOptIn(userId, optIn, clock())));
  const invites: InviteDeps = {
    transaction: (work) => db.transaction((tx) => work({ users: usersRepository(tx), people: peopleRepository(tx), audit: auditRepository(tx) })),
    people, rateLimits, mailer, clock,
  };
  await app.register(peopleRoutes({ repo: people, clock, endSessionsOf: sessions.deleteAllOfUser, invites, audit, baseDomain: config.APP_BASE_DOMAIN }));
  if (config.NODE_ENV !== 'production') await app.register(devMailboxRoutes(mailbox));

  const sendPage = await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist, (request) => bootstrapFor(request.tenant, config.APP_BASE_DOMAIN));
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage) return sendPage(request, reply);
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
  return app;
}
