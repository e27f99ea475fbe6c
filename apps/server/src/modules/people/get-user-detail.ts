import type { UserDetail } from '@clubroom/domain/contracts';
import { notFound } from '../../platform/errors.js';
import type { PeopleRepository } from './people.repository.js';

/** The signed-in person's own details and children, for their account at /dashboard. */
export async function getUserDetail(repo: PeopleRepository, userId: number): Promise<UserDetail> {
  const user = await repo.findUser(userId);
  if (!user) throw notFound('User');
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    children: await repo.childrenOf(userId),
  };
}
