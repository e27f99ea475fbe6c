import type { RegisterCoach } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { fieldRefused } from './field-refused.js';
import { openRegister } from './register-access.js';
import type { RegistersDeps } from './registers-deps.js';

type Coaches = Promise<{ coaches: RegisterCoach[] }>;

/** Assigns one of the club's active coaches to a run (400 naming `userId` for anyone else); twice is once. */
export async function addRunCoach(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  runId: number,
  userId: number,
): Coaches {
  await openRegister(deps.registers, club, auth, runId);
  if (!(await deps.runCoaches.isActiveCoach(club.id, userId)))
    throw fieldRefused('userId', messages.registers.notACoach);
  await deps.runCoaches.add(club.id, runId, userId);
  return { coaches: await deps.runCoaches.of(club.id, runId) };
}

/** Takes a coach off a run; someone not assigned is already off it. */
export async function removeRunCoach(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  runId: number,
  userId: number,
): Coaches {
  await openRegister(deps.registers, club, auth, runId);
  await deps.runCoaches.remove(club.id, runId, userId);
  return { coaches: await deps.runCoaches.of(club.id, runId) };
}
