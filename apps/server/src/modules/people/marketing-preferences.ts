import { notFound } from '../../platform/errors.js';
import type { UsersRepository } from './users.repository.js';

export async function getMarketingPreference(users: UsersRepository, userId: number): Promise<{ status: boolean }> {
  const user = await users.findById(userId);
  if (!user) throw notFound('User');
  return { status: user.marketingOptIn };
}

/** The person's marketing choice, and when they made it (from their account, or with a contract). */
export async function setMarketingPreference(
  users: UsersRepository,
  userId: number,
  optIn: boolean,
  now: Date,
): Promise<{ status: boolean }> {
  await users.update(userId, { marketingOptIn: optIn, marketingUpdatedAt: now });
  return { status: optIn };
}
