import { messages } from '@clubroom/domain/messages';
import {
  looksLikeSwitchUserEmail,
  normaliseEmail,
  SWITCH_USER_EXIT,
  SWITCH_USER_PARAM,
  type SwitchUserErrorKind,
} from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { PeopleDirectory } from '../people/index.js';

/** What each refusal means to the support person, for the page they come back to. */
export const SWITCH_USER_ERROR_KINDS: Record<string, SwitchUserErrorKind> = {
  VALIDATION_FAILED: 'invalid',
  NOT_FOUND: 'unknown',
  SWITCH_USER_REFUSED: 'refused',
  FORBIDDEN: 'forbidden',
  CSRF_REJECTED: 'cross-site',
};

/** Who the session should now belong to, and as whom it acts. */
export interface SwitchOutcome {
  userId: number;
  impersonatorUserId: number | null;
}

/**
 * Support staff switch into a user by email, or back with `_exit`. Only support may switch, never
 * into another support or platform account; start and end are audited with both identities.
 */
export async function switchUser(
  people: Pick<PeopleDirectory, 'findById' | 'findByEmail'>,
  audit: AuditRepository,
  auth: AuthContext,
  target: string,
  clubId: number | null,
): Promise<SwitchOutcome> {
  const realId = auth.impersonator?.id ?? auth.user.id;
  const real = await people.findById(realId);
  if (!real?.isSupport) throw new AppError('FORBIDDEN', messages.permissions.denied);
  // Switching is the support person's own act, as themselves, whoever the session acts as now.
  const supportActing = { userId: real.id, impersonatorUserId: null };

  const endCurrentSwitch = async () => {
    if (!auth.impersonator) return;
    await audit.record(supportActing, {
      action: 'switch_user.end',
      subjectUserId: auth.user.id,
      clubId,
      details: { subjectEmail: auth.user.email, supportEmail: real.email },
    });
  };
  if (target === SWITCH_USER_EXIT) {
    await endCurrentSwitch();
    return { userId: real.id, impersonatorUserId: null };
  }

  const email = normaliseEmail(target);
  if (email.length > 254 || !looksLikeSwitchUserEmail(email)) {
    throw new AppError('VALIDATION_FAILED', 'Please enter a valid email address', [
      { path: `querystring.${SWITCH_USER_PARAM}`, message: 'is not an email address' },
    ]);
  }
  const subject = await people.findByEmail(email);
  if (!subject) throw new AppError('NOT_FOUND', messages.switchUser.unknown(email));
  if (subject.isSupport || subject.isPlatformManager)
    throw new AppError('SWITCH_USER_REFUSED', messages.switchUser.refused);
  await endCurrentSwitch(); // switching straight from one user to another ends the first switch
  await audit.record(supportActing, {
    action: 'switch_user.start',
    subjectUserId: subject.id,
    clubId,
    details: { subjectEmail: subject.email, supportEmail: real.email },
  });
  return { userId: subject.id, impersonatorUserId: real.id };
}
