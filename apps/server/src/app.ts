import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { platformApi } from '@clubroom/domain/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainIssueMessage, SKIN_PREVIEW_PARAM } from '@clubroom/domain/rules';
import { webDistDirOf, type Config } from './config.js';
import type { Database } from './db/client.js';
import { bootstrapFor, clubsModule, findClubBySubdomain } from './modules/clubs/index.js';
import { onboardingModule } from './modules/onboarding/index.js';
import { geocodingModule } from './modules/geocoding/index.js';
import { listingModule, listingPageContentOf } from './modules/listing/index.js';
import { scheduleModule, schedulePageContentOf, viewerOf } from './modules/schedule/index.js';
import { adminScheduleModule } from './modules/admin-schedule/index.js';
import { adminCampsModule } from './modules/admin-camps/index.js';
import { venuesModule } from './modules/venues/index.js';
import { authModule, meOf } from './modules/auth/index.js';
import { termsOfUseModule } from './modules/terms-of-use/index.js';
import { peopleDirectory, peopleModule } from './modules/people/index.js';
import { supportModule } from './modules/support/index.js';
import { bookingModule } from './modules/booking/index.js';
import { autoEnrolModule } from './modules/auto-enrol/index.js';
import { parentBookingsModule } from './modules/parent-bookings/index.js';
import { paymentsModule, providerEventDelivery } from './modules/payments/index.js';
import { platformSubscriptionModule, readOnlyAdminModule } from './modules/platform-subscription/index.js';
import { subscriptionsModule } from './modules/subscriptions/index.js';
import { adminSubscriptionsModule } from './modules/admin-subscriptions/index.js';
import { savedCardsModule } from './modules/saved-cards/index.js';
import { registersModule } from './modules/registers/index.js';
import { clientHomeModule } from './modules/client-home/index.js';
import { contactsModule } from './modules/contacts/index.js';
import { registrationQuestionsModule } from './modules/registration-questions/index.js';
import { creditModule } from './modules/credit/index.js';
import { adminOrdersModule } from './modules/admin-orders/index.js';
import { adminBookingsModule } from './modules/admin-bookings/index.js';
import { reportingModule } from './modules/reporting/index.js';
import { clubSettingsModule, clubStylesheetLink } from './modules/club-settings/index.js';
import { registerAuthContext } from './platform/security/auth-context.js';
import { registerBotCheck } from './platform/security/bot-check.js';
import { botCheckRepository } from './platform/security/bot-check.repository.js';
import { registerCsrfCheck } from './platform/security/csrf.js';
import { registerPolicy } from './platform/security/policy.js';
import { proofOfWorkBotCheck } from './platform/security/proof-of-work-bot-check.js';
import { sessionsRepository } from './platform/security/sessions.repository.js';
import { registerSessionCookie } from './platform/security/sessions.js';
import { registerErrorHandler } from './platform/errors.js';
import { devMailboxRepository } from './platform/mail/dev-mailbox.repository.js';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes.js';
import { servesDevMailbox } from './platform/mail/dev-mailbox-access.js';
import type { Mailer } from './platform/mail/mailer.js';
import { configuredMailer } from './platform/mail/configured-mailer.js';
import { configuredSms, servesDevSmsOutbox } from './platform/sms/configured-sms.js';
import { devSmsOutboxRepository } from './platform/sms/dev-sms-outbox.repository.js';
import { devSmsOutboxRoutes } from './platform/sms/dev-sms-outbox.routes.js';
import type { SmsSender } from './platform/sms/sms-sender.js';
import { messagingModule } from './modules/messaging/index.js';
import { calendarFeedsModule } from './modules/calendar-feeds/index.js';
import { openDataModule } from './modules/open-data/index.js';
import { scheduleAnalyticsModule } from './modules/schedule-analytics/index.js';
import { franchiseModule } from './modules/franchise/index.js';
import { scheduleEmbedModule } from './modules/schedule-embed/index.js';
import { platformConsoleModule } from './modules/platform-console/index.js';
import { trophiesModule } from './modules/trophies/index.js';
import { moduleJobHandlers } from './module-jobs.js';
import { startAppJobs } from './platform/jobs/app-jobs.js';
import type { Jobs } from './platform/jobs/jobs.js';
import type { ModuleDeps } from './platform/module-deps.js';
import { openPaymentProvider, type PaymentProvider, type ProviderEvent } from './platform/payments/index.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerRoute } from './platform/http/register-route.js';
import { registerContentSecurityPolicy } from './platform/http/content-security-policy.js';
import { registerCompression } from './platform/http/compression.js';
import { requestIdOf } from './platform/http/request-id.js';
import { trustedProxies } from './platform/http/trusted-proxies.js';
import { cachedClubLookup } from './platform/club-lookup-cache.js';
import { registerTenancy } from './platform/tenancy.js';
import { isApiPath, registerWebApp } from './platform/web-app.js';
import { logSerializers } from './platform/log-serializers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (tests wait on `jobs.settled()` before reading the mail a request caused). */
    jobs: Jobs;
    /** The payment provider (tests read the sandbox's state and run its 3-D Secure dialog through it). */
    payments: PaymentProvider;
    /** Email and SMS as the jobs send them (tests run a module's job by hand with them). */
    mailer: Mailer;
    sms: SmsSender;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** The current time; tests pass a fixed clock. */
  clock?: () => Date;
  /** Tests may pass their own mailer; otherwise SMTP_URL or the dev mailbox. */
  mailer?: Mailer;
  /** Where the log goes (standard output unless a test reads it). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole HTTP application; main.ts listens on it and tests call it through inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // The order every request meets the platform's hooks, then a module's route:
  //  1. onRequest      tenancy: the club the Host names (`club` routes answer 404 on any other host)
  //  2. onRequest      auth context: the session's person and their roles at that club (asked of people)
  //  3. preValidation  CSRF check: a state-changing request must come from a page of this site
  //  4. preValidation  policy: the route's declared access (401, 403)
  //  5. preValidation  bot check: routes that ask for a solved puzzle
  //  6. preHandler     support's switch user (a GET with `?_switch_user=`), after 1-2 and before any route
  //  6b. preHandler    a lapsed club's read-only admin (platform-subscription): staff's changes refused after grace
  //  7. the handler of a module's route (each module a plugin); else a page or a JSON 404
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const trustProxy = trustedProxies(config);
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, serializers: logSerializers, ...(deps.logStream && { stream: deps.logStream }) },
    genReqId: requestIdOf(trustProxy),
    // Production runs behind TLS-terminating proxies: believe X-Forwarded-* from those addresses only.
    trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // zod's own messages in plain words for every schema (a schema's own message still wins): the field issues people see.
  z.config({ customError: plainIssueMessage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerContentSecurityPolicy(app);
  // Before any route and the web app's files: it attaches itself to each route as it is added.
  await registerCompression(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    // Over HTTPS only (behind a trusted proxy, its X-Forwarded-Proto): every club's subdomain is served over TLS too.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  const db = database.db;
  const mailer = deps.mailer ?? configuredMailer(config, db);
  const sms = configuredSms(config, db);
  // Built once; its own events (the sandbox's) reach the webhook handling once the modules are wired below.
  let deliverProviderEvent = async (_event: ProviderEvent) => {};
  const payments = await openPaymentProvider(config, { db, clock, onEvent: (event) => deliverProviderEvent(event) });
  const jobs = await startAppJobs({
    database,
    clock,
    sms,
    log: app.log,
    work: config.JOBS_WORKER,
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
    moduleJobs: (queue) =>
      moduleJobHandlers({ config, database, db: database.db, clock, jobs: queue, payments, mailer, sms, log: app.log }),
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close?.(); // after the jobs, which may be sending
  });
  app.decorate('jobs', jobs);
  app.decorate('payments', payments);
  app.decorate('mailer', mailer);
  app.decorate('sms', sms);
  const moduleDeps: ModuleDeps = { config, database, db, clock, jobs, payments, mailer, sms, log: app.log };
  deliverProviderEvent = providerEventDelivery(moduleDeps);
  const clubLookup = cachedClubLookup(findClubBySubdomain(moduleDeps));
  registerTenancy(app, config.APP_BASE_DOMAIN, clubLookup.find);
  registerSessionCookie(app, config.NODE_ENV === 'production');
  registerAuthContext(app, sessionsRepository(db), peopleDirectory(moduleDeps), clock);
  registerCsrfCheck(app);
  registerPolicy(app);
  // Before the first route (the bot check's challenge), so the document lists every one.
  await registerOpenApi(app, config);
  registerBotCheck(app, proofOfWorkBotCheck(config.BOT_CHECK_SECRET, botCheckRepository(db), clock));
  await app.register(supportModule, moduleDeps);
  await app.register(readOnlyAdminModule, moduleDeps);

  registerRoute(app, platformApi.health, async () => {
    await database.db.execute('select 1');
    return { status: 'ok' as const, database: database.driver };
  });
  await app.register(clubsModule, moduleDeps);
  await app.register(scheduleModule, moduleDeps);
  await app.register(adminScheduleModule, moduleDeps);
  await app.register(adminCampsModule, moduleDeps);
  await app.register(venuesModule, moduleDeps);
  await app.register(geocodingModule, moduleDeps);
  await app.register(listingModule, moduleDeps);
  await app.register(authModule, moduleDeps);
  await app.register(termsOfUseModule, moduleDeps);
  await app.register(peopleModule, moduleDeps);
  await app.register(bookingModule, moduleDeps);
  await app.register(autoEnrolModule, moduleDeps);
  await app.register(parentBookingsModule, moduleDeps);
  await app.register(paymentsModule, moduleDeps);
  await app.register(subscriptionsModule, moduleDeps);
  await app.register(adminSubscriptionsModule, moduleDeps);
  await app.register(savedCardsModule, moduleDeps);
  await app.register(creditModule, moduleDeps);
  await app.register(registersModule, moduleDeps);
  await app.register(clientHomeModule, moduleDeps);
  await app.register(contactsModule, moduleDeps);
  await app.register(registrationQuestionsModule, moduleDeps);
  await app.register(adminOrdersModule, moduleDeps);
  await app.register(adminBookingsModule, moduleDeps);
  await app.register(reportingModule, moduleDeps);
  await app.register(clubSettingsModule, { ...moduleDeps, forgetClub: clubLookup.forget });
  await app.register(onboardingModule, { ...moduleDeps, forgetClub: clubLookup.forget });
  await app.register(messagingModule, moduleDeps);
  await app.register(calendarFeedsModule, moduleDeps);
  await app.register(openDataModule, moduleDeps);
  await app.register(scheduleAnalyticsModule, moduleDeps);
  await app.register(scheduleEmbedModule, moduleDeps);
  await app.register(platformSubscriptionModule, moduleDeps);
  await app.register(platformConsoleModule, { ...moduleDeps, forgetClub: clubLookup.forget });
  await app.register(trophiesModule, moduleDeps);
  await app.register(franchiseModule, moduleDeps);
  if (servesDevMailbox(config)) {
    await app.register(devMailboxRoutes, { repo: devMailboxRepository(db), baseDomain: config.APP_BASE_DOMAIN });
  }
  if (servesDevSmsOutbox(config)) {
    await app.register(devSmsOutboxRoutes, { repo: devSmsOutboxRepository(db), baseDomain: config.APP_BASE_DOMAIN });
  }

  const schedulePageContent = await schedulePageContentOf(moduleDeps);
  const stylesheetLink = clubStylesheetLink({ db });
  const listingPageContent = await listingPageContentOf(moduleDeps);
  const sendPage = await registerWebApp(app, webDistDirOf(config), {
    bootstrapOf: (request) => bootstrapFor(request.tenant, config.APP_BASE_DOMAIN, config.publicUrl),
    meOf: meOf(moduleDeps),
    pageContentOf: async (request, match) => {
      if (request.tenant.kind === 'club')
        return schedulePageContent(request.tenant.club, match, viewerOf(request.auth));
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      return request.tenant.kind === 'platform' ? listingPageContent(search, match) : undefined;
    },
    stylesheetOf: async (request) => {
      if (request.tenant.kind !== 'club') return null;
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      return stylesheetLink(request.tenant.club, search.get(SKIN_PREVIEW_PARAM));
    },
    publicUrl: config.publicUrl,
    paymentsProvider: payments.name,
    clock,
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage) return sendPage(request, reply);
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
  return app;
}
