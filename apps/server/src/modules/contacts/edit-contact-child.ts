import type { ContactChild, ContactChildBody } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openContactChild } from './contact-access.js';
import type { ContactsDeps } from './contacts-deps.js';
import { contactChildren } from './get-contact.js';
import { inOrganiserWords } from './parent-consent.js';

/**
 * An organiser edits a contact's child through people's own edit (same validation; notes only
 * while the parent's special-category consent stands: 400 naming each note otherwise).
 */
export async function editContactChild(
  deps: Pick<ContactsDeps, 'contacts' | 'childrenOnBehalf' | 'clock'>,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  auth: AuthContext,
  params: { parentId: number; childId: number },
  body: ContactChildBody,
): Promise<ContactChild> {
  const parent = await openContactChild(deps.contacts, club, params.parentId, params.childId);
  await inOrganiserWords(
    deps.childrenOnBehalf.update(
      { id: parent.parentId, firstName: parent.firstName },
      auth.user.id,
      params.childId,
      body as Parameters<ContactsDeps['childrenOnBehalf']['update']>[3],
    ),
  );
  const child = (await contactChildren(deps, club, params.parentId)).find((c) => c.personId === params.childId);
  if (!child) throw notFound('Child');
  return child;
}
