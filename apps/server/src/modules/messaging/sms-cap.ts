import { messages as texts } from '@clubroom/domain/messages';
import { smsDayStart, smsLeftToday } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
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

/** Refuses (429, naming the cap) a send whose SMS would pass what is left of today's cap. */
export async function checkSmsCap(
  repo: MessagingRepository,
  club: { id: number; timeZone: string },
  wanted: number,
  now: Date,
): Promise<void> {
  if (wanted === 0) return;
  const { cap, left } = await smsAllowance(repo, club, now);
  if (wanted > left) {
    const message = texts.messaging.smsDailyCapReached(cap, left, wanted);
    throw new AppError('RATE_LIMITED', message, [{ path: 'body.channels', message }]);
  }
}
