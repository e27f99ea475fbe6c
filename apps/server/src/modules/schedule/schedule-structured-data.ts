import { scheduleStructuredData, type SiteClub } from '@clubroom/domain/rules';
import type { CachedSchedule } from './schedule-cache.js';

/**
 * The schedule page's JSON-LD, serialised and kept with the cached schedule it was made from, for the second it was
 * made in (it lists the sessions still to come): a busy schedule page is asked for many times a second, and building
 * a 300-run schedule's (~140 KB) on every visit took a quarter of the page's time (bench/schedule-read).
 */
export function keptScheduleStructuredData(build = scheduleStructuredData) {
  const kept = new WeakMap<CachedSchedule, { key: string; json: string }>();
  return (cached: CachedSchedule, site: SiteClub, nowSeconds: number): string => {
    // The club's name, address and currency are the club's, not the schedule's: they change on their own.
    const key = JSON.stringify([site.name, site.origin, site.currency, nowSeconds]);
    const hit = kept.get(cached);
    if (hit?.key === key) return hit.json;
    const json = JSON.stringify(build(site, cached.value, nowSeconds));
    kept.set(cached, { key, json });
    return json;
  };
}
