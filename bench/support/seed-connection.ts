import pg from 'pg';

/** A bench's seeding connection: `one` answers a statement's first row, `run` runs a statement. */
export interface SeedConnection {
  client: pg.Client;
  one: <T>(text: string, values?: unknown[]) => Promise<T>;
  run: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
}

/**
 * Runs `seed` on one connection to `databaseUrl` (set-based SQL: thousands of rows in seconds), rolling back an open
 * transaction if it throws, and always closing the connection.
 */
export async function withSeedConnection<T>(databaseUrl: string, seed: (db: SeedConnection) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  const one = async <R>(text: string, values: unknown[] = []) => (await run(text, values)).rows[0] as R;
  try {
    return await seed({ client, one, run });
  } catch (err) {
    await run('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
