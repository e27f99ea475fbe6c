import type { RegisterCoach } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CoachedThing } from '../coaches/index.js';
import { fieldRefused } from './field-refused.js';
import { openCampRegister, openRegister } from './register-access.js';
import type { RegistersDeps } from './registers-deps.js';

type Coaches = Promise<{ coaches: RegisterCoach[] }>;

/** The run's or camp's object rule: 404 when it is not the club's. */
const open = (deps: RegistersDeps, club: Pick<ResolvedClub, 'id'>, auth: AuthContext, thing: CoachedThing) =>
  'runId' in thing
    ? openRegister(deps.registers, club, auth, thing.runId)
    : openCampRegister(deps.registers, club, auth, thing.campId);

/**
 * Assigns one of the club's active coaches to a run or a camp (400 naming `userId` for anyone
 * else); twice is once.
 */
export async function addCoach(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  thing: CoachedThing,
  userId: number,
): Coaches {
  await open(deps, club, auth, thing);
  if (!(await deps.coaches.isActiveCoach(club.id, userId))) throw fieldRefused('userId', messages.registers.notACoach);
  await deps.coaches.add(club.id, thing, userId);
  return { coaches: await deps.coaches.of(club.id, thing) };
}

/** Takes a coach off a run or a camp; someone not assigned is already off it. */
export async function removeCoach(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  thing: CoachedThing,
  userId: number,
): Coaches {
  await open(deps, club, auth, thing);
  await deps.coaches.remove(club.id, thing, userId);
  return { coaches: await deps.coaches.of(club.id, thing) };
}
