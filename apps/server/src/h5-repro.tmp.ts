import { startServerProcess } from './test-support/server-process.js';
import { createServerDatabase } from './test-support/test-database.js';
for (let round = 1; round <= Number(process.env.ROUNDS ?? 5); round += 1) {
  const server = await createServerDatabase();
  const env = { DATABASE_URL: server.url + (process.env.LOGALL ? '?options=-c%20log_statement%3Dall' : ''), SEED_DEMO: 'false', NODE_ENV: 'development' };
  const results = await Promise.allSettled(
    [1, 2].map(() => startServerProcess((process.env.FROM ?? 'sources') as 'built', env)),
  );
  for (const r of results) {
    if (r.status === 'fulfilled') await r.value.stop();
    else console.log('FAIL', String(r.reason).slice(0, 2000));
  }
  console.log('round', round, results.map((r) => r.status).join(' '));
  await server.drop();
}
