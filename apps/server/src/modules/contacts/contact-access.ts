import { foundOr404, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ContactRow, ContactsRepository } from './contacts.repository.js';

/**
 * THE OBJECT RULE of contacts, used by every route naming a parent: the person must be the club's
 * contact (404 otherwise, as if they did not exist, whatever their account at other clubs). The
 * route's access has already let in only the club's organisers.
 */
export async function openContact(
  contacts: Pick<ContactsRepository, 'find'>,
  club: Pick<ResolvedClub, 'id'>,
  parentId: number,
): Promise<ContactRow> {
  return foundOr404(await contacts.find(club.id, parentId), 'Contact');
}

/** As openContact, and the child must be theirs and the club's member. */
export async function openContactChild(
  contacts: Pick<ContactsRepository, 'find' | 'isContactChild'>,
  club: Pick<ResolvedClub, 'id'>,
  parentId: number,
  childId: number,
): Promise<ContactRow> {
  const contact = await openContact(contacts, club, parentId);
  if (!(await contacts.isContactChild(club.id, parentId, childId))) throw notFound('Child');
  return contact;
}
