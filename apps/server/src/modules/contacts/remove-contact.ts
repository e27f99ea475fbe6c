import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { actorOf } from '../../platform/security/actor.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openContact } from './contact-access.js';
import type { ContactsDeps } from './contacts-deps.js';

/**
 * Removes a contact from the club: refused (409, saying why) while they have places still to come
 * or orders still to pay; otherwise only their connection with the club ends (their parent
 * membership and their children's), in one transaction with the checks. Their account stays.
 */
export async function removeContact(
  deps: Pick<ContactsDeps, 'transaction' | 'clock'>,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  parentId: number,
): Promise<{ parentId: number; removed: true }> {
  const now = deps.clock();
  await deps.transaction(async ({ contacts, connections, audit }) => {
    await contacts.lockContact(club.id, parentId);
    await openContact(contacts, club, parentId);
    const { upcoming, unpaid } = await contacts.outstandingOf(club.id, parentId, now);
    if (upcoming > 0 || unpaid > 0) {
      throw new AppError('CONFLICT', messages.contacts.removeRefused(upcoming, unpaid));
    }
    await connections.disconnectParent(club.id, parentId);
    await audit.record(actorOf(auth), { action: 'contact.removed', subjectUserId: parentId, clubId: club.id });
  });
  return { parentId, removed: true };
}
