import { loadConfigOrExit } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed/demo-people.js';
import { seedDemoIfEmpty } from './db/seed/seed-demo.js';
import { configuredClock } from './platform/clock.js';
import { servesDevMailbox } from './platform/mail/dev-mailbox-access.js';

const config = loadConfigOrExit();
const clock = configuredClock(config.CLOCK_START);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();
// Seeded before the app is built: the payments sandbox loads its records (the demo's payments) as it starts.
const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(database.db, clock()) : null;
const app = await buildApp({ config, database, clock });
if (seeded) app.log.info({ clubs: seeded }, 'seeded the demo clubs into the empty database');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const port = (app.server.address() as { port: number }).port;
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.log(
  `\nClubroom is running on ${where}.\n  Platform:  http://${config.APP_BASE_DOMAIN}:${port}/\n  Demo club: http://demo.${config.APP_BASE_DOMAIN}:${port}/\n  Riverside: http://riverside.${config.APP_BASE_DOMAIN}:${port}/\n  API docs:  http://demo.${config.APP_BASE_DOMAIN}:${port}/api/docs\n`,
);
if (config.SEED_DEMO) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(34)} ${login.what}`);
  console.log('');
}
if (servesDevMailbox(config)) {
  console.log(
    `Emails are kept in the dev mailbox (on the platform host, from this machine only):\n  http://${config.APP_BASE_DOMAIN}:${port}/dev/mailbox\n`,
  );
}
