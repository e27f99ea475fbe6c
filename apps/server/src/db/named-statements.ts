import type pg from 'pg';

/** Distinct statements named per process; past it (texts that embed values, say) they go unnamed. */
const MAX_NAMED_STATEMENTS = 1_000;

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/** A drizzle statement with values and no name of its own: its text, else undefined. */
function unnamedText(config: unknown, values: unknown): string | undefined {
  if (config === null || typeof config !== 'object' || !Array.isArray(values) || values.length === 0) return undefined;
  const { text, name, submit } = config as QueryConfig;
  return typeof text === 'string' && name === undefined && submit === undefined ? text : undefined;
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * Makes every statement drizzle builds on the pool's connections a named prepared statement:
 * PostgreSQL parses and plans each text once per connection instead of on every execution (pg
 * remembers which names a connection has prepared, and after the first time sends only Bind and
 * Execute). Only drizzle's statements with values: drizzle passes a config object, pg-boss and raw
 * calls a string (pg-boss sends several statements in one, which a prepared statement cannot
 * hold), and migrations have no values.
 */
export function nameStatements(pool: pg.Pool): void {
  // Text → name, shared by every connection of the pool: a name always means the same text.
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `clubroom_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (config, ...rest) => {
      const text = unnamedText(config, rest[0]);
      const name = text === undefined ? undefined : nameOf(text);
      return query(name === undefined ? config : { ...(config as object), name }, ...rest);
    };
  });
}
