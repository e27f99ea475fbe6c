import { createHash } from 'node:crypto';
import type { ScheduleResponse } from '@clubroom/domain/api';
import { LRUCache } from 'lru-cache';
import { singleFlight } from '../../lib/single-flight.js';
import { compressibleText, type CompressibleText } from '../../platform/http/compression.js';
import type { ResolvedClub } from '../../platform/tenancy.js';

/** The schedule serialised, with its compressed copies (made on first use and kept with the entry). */
export interface CachedSchedule extends CompressibleText {
  /** The schedule itself, for the server's rendering of the schedule page: never to be changed. */
  value: ScheduleResponse;
  etag: string;
}

interface Entry extends CachedSchedule {
  versionKey: string;
  /** When the first listed term or camp ends (it must then drop off), at most ten minutes on. */
  expiresAt: number;
}

const MAX_AGE_MS = 10 * 60_000;

function firstEndMs(schedule: ScheduleResponse, nowMs: number): number {
  const ends = [...schedule.terms.map((t) => t.termEndDateTime), ...schedule.camps.map((c) => c.endDateTime)]
    .map((s) => s * 1000)
    .filter((ms) => ms > nowMs);
  return Math.min(nowMs + MAX_AGE_MS, ...ends);
}

/**
 * Per-club cache of the serialised public schedule, compressed once per encoding, with an ETag. An entry is
 * valid while the club's version key (schedule version + newest booking change) is unchanged,
 * so a write in any server process invalidates it. Least recently used clubs are evicted.
 */
export function createScheduleCache(
  build: (club: ResolvedClub, now: Date) => Promise<ScheduleResponse>,
  maxClubs = 500,
) {
  const entries = new LRUCache<number, Entry>({ max: maxClubs });

  // Many requests arriving together after a change share one rebuild.
  const rebuild = singleFlight(
    async (club: ResolvedClub, versionKey: string, now: Date): Promise<Entry> => {
      const schedule = await build(club, now);
      const body = JSON.stringify(schedule);
      const entry: Entry = {
        ...compressibleText(body),
        value: schedule,
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        versionKey,
        expiresAt: firstEndMs(schedule, now.getTime()),
      };
      entries.set(club.id, entry);
      return entry;
    },
    (club, versionKey) => `${club.id}:${versionKey}`,
  );

  return {
    async get(club: ResolvedClub, versionKey: string, now: Date): Promise<CachedSchedule> {
      const hit = entries.get(club.id);
      if (hit && hit.versionKey === versionKey && hit.expiresAt > now.getTime()) return hit;
      return rebuild(club, versionKey, now);
    },
  };
}

export type ScheduleCache = ReturnType<typeof createScheduleCache>;
