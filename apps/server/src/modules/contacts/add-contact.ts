import type { AddContactBody, AddContactResponse } from '@clubroom/domain/api';
import { actorOf } from '../../platform/security/actor.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openContact } from './contact-access.js';
import type { ContactsDeps } from './contacts-deps.js';
import { inOrganiserWords } from './parent-consent.js';

type Parent = Extract<AddContactBody, { step: 1 }>;
type ChildStep = Extract<AddContactBody, { step: 2 }>;

/**
 * Step 1: the parent joins the club as its contact. An account with the email is connected, not
 * duplicated: its names and phone stay the person's own, and the answer says so (`outcome`: linked
 * now, or already the club's contact; `account`: the names and phone kept) so the organiser is told
 * what was typed and not used. A new one gets no password and is emailed a sign-in link (auth's
 * magic-link email), sent only once the account is committed.
 */
async function addParent(
  deps: Pick<ContactsDeps, 'transaction' | 'publicUrl'>,
  club: Pick<ResolvedClub, 'id' | 'name' | 'subdomain'>,
  auth: AuthContext,
  body: Parent,
): Promise<AddContactResponse> {
  return deps.transaction(async ({ people, contacts, outbox, audit }) => {
    const existing = await people.findByEmail(body.email);
    const wasContact = existing !== null && (await contacts.find(club.id, existing.id)) !== null;
    const user =
      existing ??
      (await people.createUser({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        mobile: body.phone,
      }));
    const outcome = !existing ? 'created' : wasContact ? 'already-connected' : 'linked';
    if (!wasContact) {
      await people.joinClub(club.id, user.id, 'parent');
      await audit.record(actorOf(auth), {
        action: 'contact.added',
        subjectUserId: user.id,
        clubId: club.id,
        details: { newAccount: !existing },
      });
    }
    if (!existing) {
      const { protocol, host } = deps.publicUrl;
      await outbox.job('account-link-email', {
        kind: 'magic-link',
        email: user.email,
        next: '/',
        origin: `${protocol}//${club.subdomain}.${host}`,
        clubId: club.id,
        clubName: club.name,
      });
    }
    return {
      parentId: user.id,
      created: !existing,
      outcome,
      account: { firstName: user.firstName, lastName: user.lastName, phone: user.mobile || null },
      childId: null,
    };
  });
}

/** Step 2: a child of a contact, added with the parent's own rules (people's addChild, acting for them). */
async function addChildOf(
  deps: Pick<ContactsDeps, 'contacts' | 'childrenOnBehalf'>,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  body: ChildStep,
): Promise<AddContactResponse> {
  const parent = await openContact(deps.contacts, club, body.parentId);
  const child = await inOrganiserWords(
    deps.childrenOnBehalf.add(
      club,
      { id: parent.parentId, firstName: parent.firstName },
      auth.user.id,
      body.child as Parameters<ContactsDeps['childrenOnBehalf']['add']>[3],
    ),
  );
  return {
    parentId: parent.parentId,
    created: false,
    outcome: 'already-connected',
    account: { firstName: parent.firstName, lastName: parent.lastName, phone: parent.phone },
    childId: child.personId,
  };
}

/** POST /api/v4/contacts/add, by step (default 1). */
export function addContact(
  deps: Pick<ContactsDeps, 'transaction' | 'publicUrl' | 'contacts' | 'childrenOnBehalf'>,
  club: Pick<ResolvedClub, 'id' | 'name' | 'subdomain'>,
  auth: AuthContext,
  body: AddContactBody,
): Promise<AddContactResponse> {
  return body.step === 1 ? addParent(deps, club, auth, body) : addChildOf(deps, club, auth, body);
}
