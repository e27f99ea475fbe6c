import type { UserDetail } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { UsersRepository } from './users.repository.js';

/** The signed-in person's own details and children, for their account at /dashboard. */
export async function getUserDetail(users: UsersRepository, userId: number): Promise<UserDetail> {
  const user = await users.findById(userId);
  if (!user) throw notFound('User');
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    children: await users.childrenOf(userId),
  };
}
