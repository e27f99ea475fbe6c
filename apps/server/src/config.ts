import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/client.js';
import { dkimIssues, dkimOptions } from './platform/mail/dkim-settings.js';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

interface ProductionSettings {
  NODE_ENV: string;
  APP_BASE_DOMAIN: string;
  BOT_CHECK_SECRET?: string;
  SMTP_URL?: string;
  DATABASE_URL?: string;
  JOBS_WORKER: boolean;
}

/**
 * What a production start needs beyond the defaults that suit a developer's machine. DATABASE_URL is
 * not among them: one process on the embedded database is a legitimate small install
 * (docs/deployment.md), as long as that process also runs the jobs.
 */
function requireProductionSettings(config: ProductionSettings, ctx: z.RefinementCtx): void {
  if (config.NODE_ENV !== 'production') return;
  const missing = (setting: keyof ProductionSettings, message: string) =>
    ctx.addIssue({ code: 'custom', path: [setting], message });
  if (!config.BOT_CHECK_SECRET) {
    missing(
      'BOT_CHECK_SECRET',
      'is required in production (a random string of at least 32 characters, the same on every server process)',
    );
  }
  const domain = config.APP_BASE_DOMAIN.toLowerCase();
  if (domain === 'localhost' || domain.endsWith('.localhost')) {
    missing('APP_BASE_DOMAIN', 'must be the domain people reach the platform on in production, not localhost');
  }
  if (!config.SMTP_URL) {
    missing(
      'SMTP_URL',
      'is required in production (e.g. smtp://user:pass@smtp.example.com:587): without it no email reaches anyone',
    );
  }
  if (!config.DATABASE_URL && config.JOBS_WORKER === false) {
    missing('JOBS_WORKER', 'must not be false on the embedded database (no DATABASE_URL): no process would send email');
  }
}

interface PaymentSettings {
  PAYMENTS_PROVIDER?: 'sandbox' | 'stripe';
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  PAYMENTS_WEBHOOK_SECRET?: string;
}

/** The sandbox unless told otherwise or given a Stripe key. */
const paymentsProviderOf = (config: PaymentSettings) =>
  config.PAYMENTS_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');

/** Stripe needs its two keys and the webhook endpoint's secret, in every environment. */
function requireStripeSettings(config: PaymentSettings, ctx: z.RefinementCtx): void {
  if (paymentsProviderOf(config) !== 'stripe') return;
  for (const setting of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'PAYMENTS_WEBHOOK_SECRET'] as const) {
    if (!config[setting]) ctx.addIssue({ code: 'custom', path: [setting], message: 'is required for Stripe payments' });
  }
}

interface TwilioSettings {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
}

/** Twilio, once its account is named, needs the token and a sender. */
function requireTwilioSettings(config: TwilioSettings, ctx: z.RefinementCtx): void {
  if (!config.TWILIO_ACCOUNT_SID) return;
  if (!config.TWILIO_AUTH_TOKEN)
    ctx.addIssue({ code: 'custom', path: ['TWILIO_AUTH_TOKEN'], message: 'is required with TWILIO_ACCOUNT_SID' });
  if (!config.TWILIO_FROM && !config.TWILIO_MESSAGING_SERVICE_SID)
    ctx.addIssue({
      code: 'custom',
      path: ['TWILIO_FROM'],
      message: 'or TWILIO_MESSAGING_SERVICE_SID is required with TWILIO_ACCOUNT_SID',
    });
}

/** Every environment variable the server reads, parsed in one place. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * In production, the addresses of the proxies in front of the server (comma-separated addresses,
     * CIDR ranges, or loopback / linklocal / uniquelocal). Their X-Forwarded-For/-Proto and X-Request-Id
     * are believed; the client's address is the last one a trusted proxy saw, so addresses a client
     * writes into X-Forwarded-For itself never count (they would let anyone dodge the per-address rate
     * limits). By default only a proxy on the same machine: any other must be named.
     */
    TRUST_PROXY: z.string().default('loopback'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /** Connections each process keeps to PostgreSQL (the embedded database has one). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_SIZE),
    APP_BASE_DOMAIN: z.string().min(1).default('localhost'),
    SEED_DEMO: booleanFromString.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GEOCODER_URL: z.string().url().optional(),
    WEB_DIST_DIR: z.string().optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Clubroom <no-reply@clubroom.localhost>'),
    /**
     * DKIM signing of every email sent through SMTP_URL (docs/deployment.md): the sending domain, the selector its
     * public key is published under (`{selector}._domainkey.{domain}`), and the private key in PEM, as the value
     * (`\n` for line breaks) or a file. All or none.
     */
    DKIM_DOMAIN: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name')
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, 'must be a DNS label (letters, digits, hyphens)')
      .optional(),
    DKIM_PRIVATE_KEY: z.string().optional(),
    DKIM_PRIVATE_KEY_FILE: z.string().optional(),
    /**
     * The HMAC-SHA256 key the email provider's relay signs bounces and complaints with
     * (`POST /api/messaging/email/events`, docs/messaging.md). Unset: the route answers 404.
     */
    EMAIL_EVENTS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Whether a club's messages by email carry a tracking image, so the log counts the emails opened where known
     * (docs/messaging.md, "Email opens"). Off by default: many mail apps block or preload images, and under UK PECR
     * a tracking image in marketing needs the person's consent.
     */
    EMAIL_OPEN_TRACKING: booleanFromString.default(false),
    /** The platform's support address: alerts about a club's money that keeps failing (a refund owed) go there too. */
    SUPPORT_EMAIL: z.string().email().default('support@clubroom.localhost'),
    /**
     * The HMAC key signing bot-check puzzles (and, through a key derived from it, known-device
     * cookies): required in production, and the same on every server process; elsewhere a random key
     * per process when unset.
     */
    BOT_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Whether this process also runs the job worker (emails…). Set false to run web processes
     * without it, beside `npm run worker -w apps/server` processes (PostgreSQL only; docs/deployment.md).
     */
    JOBS_WORKER: booleanFromString.default(true),
    /** How often an idle worker looks for new jobs, in seconds: a new email waits at most this long. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
    /**
     * How long a trophy's award email waits before it is sent, in seconds: the coach's Undo takes an award back
     * before its family hears of it (modules/trophies).
     */
    AWARD_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * Where people reach the platform (`https://example.com`, with its port if not the scheme's own):
     * links in emails are built from it, never from a request's Host. Unset: `https://APP_BASE_DOMAIN`
     * in production, `http://APP_BASE_DOMAIN:PORT` elsewhere.
     */
    PUBLIC_URL: z.string().url().optional(),
    /**
     * Who takes payments: `sandbox` (offline, Stripe's test cards, no money moves) or `stripe`. Unset: stripe
     * when STRIPE_SECRET_KEY is set, else the sandbox (docs/payments.md).
     */
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_live_…, sk_test_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_live_…, pk_test_…)')
      .optional(),
    /**
     * The secret webhooks are signed with (`whsec_…`, from the webhook endpoint): required for stripe; the
     * sandbox signs its own with a random one per process when unset.
     */
    PAYMENTS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Lets the sandbox run with NODE_ENV=production (a demonstration site that takes no money). */
    PAYMENTS_SANDBOX_IN_PRODUCTION: booleanFromString.default(false),
    /**
     * SMS through Twilio (docs/messaging.md): the account's SID and auth token (the token also checks the
     * signature of Twilio's webhooks), and who sends: a number or alphanumeric sender (TWILIO_FROM) or a messaging
     * service (TWILIO_MESSAGING_SERVICE_SID, which wins). Unset: no provider (the dev SMS outbox outside production).
     */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    TWILIO_FROM: z.string().min(3).max(20).optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-f]{32}$/, 'must be a messaging service SID (MG and 32 hex digits)')
      .optional(),
    /** Tests only: where the Twilio SDK sends its requests instead of api.twilio.com (the stand-in). */
    TWILIO_API_URL: z.string().url().optional(),
    /**
     * Tests only: a fault to inject. `kill-after-charge`: the server kills itself (SIGKILL) once a payment has
     * succeeded at the provider, before recording it (modules/payments). Refused in production.
     */
    CLUBROOM_FAULT: z.enum(['kill-after-charge']).optional(),
    /**
     * Tests and demonstrations only: the instant the server's clock reads when the process starts (ISO 8601 with
     * its offset, e.g. `2026-11-26T15:00:00Z`); it then advances in real time. The demo is seeded as of it, so a
     * run sees the same week on any day. Refused in production.
     */
    CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  })
  // Runs even when another setting is invalid, so one message names every setting to fix.
  .superRefine(requireProductionSettings, { when: () => true })
  .superRefine((config, ctx) => {
    if (config.PUBLIC_URL && new URL(config.PUBLIC_URL).hostname !== config.APP_BASE_DOMAIN.toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be on APP_BASE_DOMAIN (clubs are its subdomains)',
      });
    }
  })
  .superRefine(requireStripeSettings, { when: () => true })
  .superRefine(requireTwilioSettings, { when: () => true })
  .superRefine(
    (config, ctx) => {
      for (const { setting, message } of dkimIssues(config)) ctx.addIssue({ code: 'custom', path: [setting], message });
    },
    { when: () => true },
  )
  .superRefine((config, ctx) => {
    if (config.CLUBROOM_FAULT && config.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['CLUBROOM_FAULT'], message: 'is for tests: never in production' });
    }
    if (config.TWILIO_API_URL && config.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_API_URL'], message: 'is for tests: never in production' });
    }
    if (config.CLOCK_START && config.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_START'], message: 'is for tests: never in production' });
    }
  })
  .transform((config) => ({
    ...config,
    BOT_CHECK_SECRET: config.BOT_CHECK_SECRET ?? randomBytes(32).toString('hex'),
    PAYMENTS_PROVIDER: paymentsProviderOf(config),
    dkim: dkimOptions(config),
    PAYMENTS_WEBHOOK_SECRET: config.PAYMENTS_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`,
    publicUrl: new URL(
      config.PUBLIC_URL ??
        (config.NODE_ENV === 'production'
          ? `https://${config.APP_BASE_DOMAIN}`
          : `http://${config.APP_BASE_DOMAIN}:${config.PORT}`),
    ),
  }));

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** Settings that are missing or wrong: one message naming each of them. */
/**
 * The built web app (`npm run build -w apps/web`): WEB_DIST_DIR, else the web workspace's `dist/`. The default is
 * resolved from this file, which sits at the same depth in the source (apps/server/src) as in the built server's
 * bundle (apps/server/dist/main.js).
 */
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
export const webDistDirOf = (config: Pick<Config, 'WEB_DIST_DIR'>): string => config.WEB_DIST_DIR ?? defaultWebDist;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/** The configuration a process starts with; on bad settings it prints the message (no stack trace) and exits 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
