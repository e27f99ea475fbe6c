/**
 * The SQLSTATE code of a database error (`55P03`, `23505`…), whichever driver raised it: drizzle
 * wraps the driver's error (pg's or PGlite's, both carrying `code`) as its `cause`.
 */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
