import { messages as texts } from '@clubroom/domain/messages';
import { managesSchedule } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { MessagingRepository } from './messaging.repository.js';

/** Whose messages the caller sees: an organiser (or platform manager) every one of the club (null); a coach, theirs. */
export const logAuthorOf = (auth: AuthContext): number | null => (managesSchedule(rolesOf(auth)) ? null : auth.user.id);

/**
 * THE OBJECT RULE of a sent message: it must be the club's (404 otherwise: another club's id names nothing here),
 * and a coach may read or change only the messages they wrote (403).
 */
export async function checkMessageAccess(
  repo: MessagingRepository,
  clubId: number,
  auth: AuthContext,
  messageId: number,
): Promise<void> {
  const message = await repo.authorOf(clubId, messageId);
  if (!message) throw notFound('Message');
  const author = logAuthorOf(auth);
  if (author !== null && message.authorUserId !== author) throw new AppError('FORBIDDEN', texts.messaging.notYours);
}
