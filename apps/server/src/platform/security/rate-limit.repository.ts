import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export function rateLimitRepository(db: Db) {
  return {
    /** Counts one hit in the key's fixed window (starting a new window when the old one is over); returns the count and when the window began. */
    async hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; windowStart: Date }> {
      const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
      const result = await db.execute(sql`
        insert into rate_limit_counters (key, window_start, count) values (${key}, ${now}, 1)
        on conflict (key) do update set
          count = case when rate_limit_counters.window_start <= ${windowStartFloor} then 1 else rate_limit_counters.count + 1 end,
          window_start = case when rate_limit_counters.window_start <= ${windowStartFloor} then ${now} else rate_limit_counters.window_start end
        returning count, window_start`);
      const [row] = (result as unknown as { rows: { count: number; window_start: Date | string }[] }).rows;
      return { count: Number(row.count), windowStart: new Date(row.window_start) };
    },
    /** The key's count in its current window, without counting; null when it has none (or its window is over). */
    async peek(key: string, windowSeconds: number, now: Date): Promise<{ count: number; windowStart: Date } | null> {
      const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
      const result = await db.execute(sql`
        select count, window_start from rate_limit_counters where key = ${key} and window_start > ${windowStartFloor}`);
      const [row] = (result as unknown as { rows: { count: number; window_start: Date | string }[] }).rows;
      return row ? { count: Number(row.count), windowStart: new Date(row.window_start) } : null;
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
