import { smsDayStart, smsLeftToday } from '@clubroom/domain/rules';
import type { MessagingRepository } from './messaging.repository.js';

/** The club's daily SMS cap and how many SMS it may still send today (club time). */
export async function smsAllowance(
  repo: MessagingRepository,
  club: { id: number; timeZone: string },
  now: Date,
): Promise<{ cap: number; left: number }> {
  const [cap, sent] = await Promise.all([
    repo.smsDailyCap(club.id),
    repo.smsCountSince(club.id, smsDayStart(now, club.timeZone)),
  ]);
  return { cap, left: smsLeftToday(cap, sent) };
}
