import { messages } from '@clubroom/domain/messages';
import { AppError } from '../errors.js';
import type { AuthContext } from './policy.js';

/**
 * Who does something: the signed-in person, and in a switched session (switch user) the support
 * person behind them. Built once per request from its auth context (`actorOf`), so every use case
 * and every audit row gets both identities and none can leave the real actor out.
 */
export interface Actor {
  /** The person acted as. */
  userId: number;
  /** Their first name, for refusals that name them. */
  firstName: string;
  /** The support person behind a switched session, or null. */
  impersonatorUserId: number | null;
}

export const actorOf = (auth: AuthContext): Actor => ({
  userId: auth.user.id,
  firstName: auth.user.firstName,
  impersonatorUserId: auth.impersonator?.id ?? null,
});

export const isSwitched = (actor: Actor): boolean => actor.impersonatorUserId !== null;

/** The refusal of an act only the person may do themselves (a consent, a marketing choice). */
export const switchedSessionRefused = (firstName: string): AppError =>
  new AppError('SWITCHED_SESSION_REFUSED', messages.switchedSession.refused(firstName));

/**
 * For a use case whose effect is the person's own act: the route's `switchedSession: 'refused'`
 * stops a switched session at the policy, and this stops it on any other path to the same effect.
 */
export function refuseSwitchedSession(actor: Actor): void {
  if (isSwitched(actor)) throw switchedSessionRefused(actor.firstName);
}
