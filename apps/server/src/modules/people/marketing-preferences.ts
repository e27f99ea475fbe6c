import { notFound } from '../../platform/errors.js';
import type { PeopleRepository } from './people.repository.js';

export async function getMarketingPreference(repo: PeopleRepository, userId: number): Promise<{ status: boolean }> {
  const user = await repo.findUser(userId);
  if (!user) throw notFound('User');
  return { status: user.marketingOptIn };
}

export async function setMarketingPreference(repo: PeopleRepository, userId: number, optIn: boolean, now: Date): Promise<{ status: boolean }> {
  await repo.setMarketingOptIn(userId, optIn, now);
  return { status: optIn };
}
