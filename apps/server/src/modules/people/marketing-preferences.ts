import { notFound } from '../../platform/errors.js';
import { refuseSwitchedSession, type Actor } from '../../platform/security/actor.js';
import type { UsersRepository } from './users.repository.js';

export async function getMarketingPreference(users: UsersRepository, userId: number): Promise<{ status: boolean }> {
  const user = await users.findById(userId);
  if (!user) throw notFound('User');
  return { status: user.marketingOptIn };
}

/**
 * The person's marketing choice, and when they made it (from their account, or with a contract).
 * Only the person makes it: never support in a switched session, whichever route leads here.
 */
export async function setMarketingPreference(
  users: UsersRepository,
  actor: Actor,
  optIn: boolean,
  now: Date,
): Promise<{ status: boolean }> {
  refuseSwitchedSession(actor);
  await users.update(actor.userId, { marketingOptIn: optIn, marketingUpdatedAt: now });
  return { status: optIn };
}
