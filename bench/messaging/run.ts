/**
 * bench/messaging: a group message to a big club (issue 24, "Measured"). Seeds one club set-based (`--recipients`
 * families, default 10,000, each with a UK mobile and marketing consent, one child booked on one run:
 * seed-families.ts), starts the built server as `npm start` runs it (its job worker inside, as by default) with
 * SMTP_URL naming an SMTP sink in this process and Twilio's settings naming the server's own stand-in for Twilio's
 * API (also in this process), signs the organiser in and sends a service message by email and SMS to the run
 * (`POST /api/messaging/send`). Prints the time the send took to answer, the emails and SMS delivered a second and
 * the time until the last arrived, the server's peak RSS during the send, the CPU the server and PostgreSQL spent,
 * and the database's growth per 10,000 messages, beside the machine and its load average.
 * Aims: the answer under 200 ms, 10,000 emails within 2 minutes, the worker under 300 MB.
 *
 * The run gets a throwaway database on the server BENCH_DATABASE_URL or DATABASE_URL names
 * (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 *
 *   npm run bench:messaging -- --recipients 1000
 *
 * The server's SMTP mailer pools its connections; `--smtp-single` adds `?pool=false` to its SMTP_URL (one connection
 * opened per email, as before the pool), to compare.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { smsQuietUntil } from '@clubroom/domain/rules';
import pg from 'pg';
import { startStandInTwilio, TEST_TWILIO } from '../../apps/server/src/platform/sms/twilio/test/stand-in-twilio.js';
import { hashPassword } from '../../apps/server/src/platform/security/passwords.js';
import { clubRequest } from '../../apps/server/src/test-support/http-client.js';
import { startServerProcess } from '../../apps/server/src/test-support/server-process.js';
import { createTestDatabase } from '../../apps/server/src/test-support/test-database.js';
import { backendPids } from '../booking-rush/backends.js';
import { cpuMs, peakRssMb, resetPeakRss } from '../support/process-stats.js';
import { countArrivals } from './arrivals.js';
import { seedFamilies } from './seed-families.js';
import { startSmtpSink } from './smtp-sink.js';
import { requireBuiltServer, useBenchPostgres } from '../support/built-server.js';

const { values: options } = parseArgs({
  options: { recipients: { type: 'string', default: '10000' }, 'smtp-single': { type: 'boolean', default: false } },
});
const recipients = Number(options.recipients);
if (!Number.isInteger(recipients) || recipients < 1 || recipients > 100_000) {
  console.error('--recipients must be a whole number from 1 to 100,000 (the most SMS a club may send a day).');
  process.exit(1);
}
const SUBDOMAIN = 'messaging';
const TIME_ZONE = 'Europe/London'; // the seeded club's (the default)
/** How long the bench waits for the last message before it gives up and prints what arrived. */
const GIVE_UP_MS = 30 * 60_000;
const AIMS = { answerMs: 200, emailsMs: 120_000, workerMb: 300 };

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The session cookie (and any other) a sign-in set, as a browser sends them back. */
function cookiesOf(setCookie: string[] | undefined): string {
  if (!setCookie?.length) throw new Error('the sign-in set no cookie');
  return setCookie.map((c) => c.split(';')[0]).join('; ');
}

async function databaseBytes(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

requireBuiltServer('messaging');
useBenchPostgres();

const now = new Date();
const testDb = await createTestDatabase('postgres', now); // the demo clubs beside it, as a real database has others
const sink = await startSmtpSink();
const twilio = await startStandInTwilio(TEST_TWILIO.accountSid, TEST_TWILIO.authToken);
try {
  const password = randomBytes(12).toString('hex');
  const seedStarted = performance.now();
  const club = await seedFamilies(testDb.url!, {
    subdomain: SUBDOMAIN,
    families: recipients,
    now,
    passwordHash: await hashPassword(password),
  });
  // Outside 08:00–21:00 the SMS would wait for the morning: an urgent service message sends them now.
  const urgent = smsQuietUntil(now, TIME_ZONE) !== null;
  console.log(
    `messaging: ${recipients} families on one run, a service message by email and SMS${urgent ? ' (urgent: the quiet hours)' : ''}` +
      `${options['smtp-single'] ? ', SMTP_URL with ?pool=false' : ''}; ` +
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  console.log(
    `           1 server process (its job worker inside); ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ` +
      `Node ${process.version}, load average ${loadAverage()}`,
  );

  // As `npm start` runs it; the database is migrated and seeded already.
  const server = await startServerProcess({
    DATABASE_URL: testDb.url!,
    SEED_DEMO: 'false',
    NODE_ENV: 'development',
    // `?pool=false` (read by nodemailer): one SMTP connection opened for each email instead of the pool's kept ones.
    SMTP_URL: options['smtp-single'] ? `${sink.url}?pool=false` : sink.url,
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_FROM: TEST_TWILIO.from,
    TWILIO_API_URL: twilio.url,
    ...(process.env.BENCH_SERVER_NODE_OPTIONS && { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }),
  });
  try {
    const signIn = await clubRequest({
      port: server.port,
      club: SUBDOMAIN,
      method: 'POST',
      path: '/api/v4/public/authentication/login-user',
      body: { email: club.organiserEmail, password },
    });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${signIn.body.slice(0, 300)}`);
    const cookie = cookiesOf(signIn.headers['set-cookie']);

    const pid = server.child.pid!;
    const peakOf = resetPeakRss(pid) ? 'during the send' : 'since start';
    const rssBeforeMb = peakRssMb(pid); // just after the reset: the process's size before the send
    const bytesBefore = await databaseBytes(testDb.url!);
    const cpuBefore = {
      server: cpuMs(pid),
      database: new Map((await backendPids(testDb.url!)).map((p) => [p, cpuMs(p)])),
    };
    const sms = countArrivals(() => twilio.requests.length);

    const sentAt = performance.now();
    const send = await clubRequest({
      port: server.port,
      club: SUBDOMAIN,
      method: 'POST',
      path: '/api/messaging/send',
      cookie,
      body: {
        audience: { kind: 'run', runId: club.runId },
        purpose: 'service',
        channels: ['email', 'sms'],
        subject: 'Football 1: {{className}} moves indoors',
        body: 'Hello {{parentFirstName}}, {{childFirstName}}’s {{className}} on {{nextSession}} is in the main hall at {{venue}}. {{clubName}}',
        urgent,
        idempotencyKey: randomUUID(),
      },
    });
    const answerMs = performance.now() - sentAt;
    if (send.status !== 200) throw new Error(`send: ${send.status} ${send.body.slice(0, 300)}`);
    console.log(`answer    ${answerMs.toFixed(0)} ms (${send.status}); waiting for the last message…`);

    const giveUpAt = sentAt + GIVE_UP_MS;
    const emails = countArrivals(() => sink.arrivals.length);
    await Promise.all([emails.until(recipients, giveUpAt), sms.until(recipients, giveUpAt)]);
    const peakMb = peakRssMb(pid);
    const cpuAfter = { server: cpuMs(pid), database: await backendPids(testDb.url!) };
    const databaseCpuMs = cpuAfter.database.reduce((ms, p) => ms + cpuMs(p) - (cpuBefore.database.get(p) ?? 0), 0);
    const bytesAfter = await databaseBytes(testDb.url!);

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const delivered = (what: string, tally: ReturnType<typeof countArrivals>) => {
      const { count, firstAt, lastAt } = tally.result();
      const all = count >= recipients ? '' : ` (gave up after ${seconds(GIVE_UP_MS)})`;
      const rate = count > 1 ? `${((count - 1) / ((lastAt - firstAt) / 1000)).toFixed(0)}/s` : '—';
      return (
        `${what.padEnd(9)} ${String(count).padStart(6)} of ${recipients} delivered${all}   ${rate} (first to last)   ` +
        `first ${seconds(firstAt - sentAt)}, last ${seconds(lastAt - sentAt)} after the send   ` +
        `${((count / (lastAt - sentAt)) * 1000).toFixed(0)}/s over the whole`
      );
    };
    const mark = (missed: boolean) => (missed ? 'MISSED' : 'met');
    const emailsDoneMs = emails.result().lastAt - sentAt;
    const perTenThousand = ((bytesAfter - bytesBefore) / 1024 / 1024) * (10_000 / recipients);
    const messages = 2 * recipients;
    console.log(delivered('emails', emails));
    console.log(delivered('SMS', sms));
    console.log(
      `peak RSS  ${peakMb.toFixed(0)} MB (the server with its worker, VmHWM ${peakOf}; ${rssBeforeMb.toFixed(0)} MB before it)`,
    );
    console.log(
      `CPU       ${seconds(cpuAfter.server - cpuBefore.server)} the server, ${seconds(databaseCpuMs)} PostgreSQL ` +
        `(${((cpuAfter.server - cpuBefore.server) / messages).toFixed(2)} + ${(databaseCpuMs / messages).toFixed(2)} ms a message)`,
    );
    console.log(
      `database  +${((bytesAfter - bytesBefore) / 1024 / 1024).toFixed(1)} MB (${perTenThousand.toFixed(1)} MB per 10,000 recipients, ` +
        `each an email and an SMS; pg_database_size before the send and after the last arrived)`,
    );
    console.log(`load average at the end ${loadAverage()}`);
    console.log(
      `aims      answer < ${AIMS.answerMs} ms: ${mark(answerMs >= AIMS.answerMs)}; ` +
        `10,000 emails within 2 minutes: ${mark((emailsDoneMs * 10_000) / recipients >= AIMS.emailsMs || emails.result().count < recipients)}` +
        `${recipients === 10_000 ? '' : ' (scaled from this run)'}; worker < ${AIMS.workerMb} MB: ${mark(peakMb >= AIMS.workerMb)}`,
    );
  } catch (err) {
    console.error(server.output());
    throw err;
  } finally {
    await server.stop();
  }
} finally {
  await Promise.all([sink.close(), twilio.close()]);
  await testDb.drop();
}
