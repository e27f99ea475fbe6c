import type { ClubRole } from '@clubroom/domain/api';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { Actor } from '../../platform/security/actor.js';
import { setMarketingPreference } from './marketing-preferences.js';
import { membershipsRepository } from './memberships.repository.js';
import { usersRepository } from './users.repository.js';

/** What a sign-up asked for, applied to the account once its address is proved. */
export interface SignUpDetails {
  firstName: string;
  lastName: string;
  mobile: string;
  passwordHash: string;
  marketingOptIn: boolean;
}

/**
 * What other modules may do with people and their club memberships, which this module alone
 * reads and writes: auth finds, creates and proves accounts; support finds whom to switch into;
 * the session machinery asks who a person is and their roles at a club (it is app.ts's IdentitySource).
 * Built on the database, or on a transaction (`{ db: tx }`) to write with other changes.
 */
export function peopleDirectory({ db }: Pick<ModuleDeps, 'db'>) {
  const users = usersRepository(db);
  const memberships = membershipsRepository(db);
  return {
    findByEmail: users.findByEmail,
    idsByEmail: users.idsByEmail,
    findById: users.findById,
    /** A new account with no password and an address not yet proved. */
    createUser: (values: { email: string; firstName: string; lastName: string; mobile: string }) =>
      users.insert({ ...values, passwordHash: null }),
    /** Gives a person a role at a club, unless they hold it already. */
    joinClub: (clubId: number, userId: number, role: ClubRole) => memberships.ensure(clubId, userId, role),
    /** The sign-up's details reach the account, whose address is now proved. */
    completeSignUp: (userId: number, details: SignUpDetails, at: Date) =>
      users.update(userId, { ...details, marketingUpdatedAt: at, emailVerifiedAt: at }),
    /**
     * Sets (or, with null, removes) the password of someone who has just proved they read the
     * address's email (a reset, sign-in or invitation link), which proves the address too.
     */
    setPassword: (userId: number, passwordHash: string | null, at: Date) =>
      users.update(userId, { passwordHash, emailVerifiedAt: at }),
    /** The person's own marketing choice (refused in a switched session). */
    setMarketingOptIn: async (actor: Actor, optIn: boolean, at: Date) => {
      await setMarketingPreference(users, actor, optIn, at);
    },
    /** The club's finance contacts: its active organisers with financial access, for alerts about its money. */
    async financeContactsOf(clubId: number): Promise<{ email: string; firstName: string }[]> {
      const people = await Promise.all((await memberships.financialOrganisersOf(clubId)).map(users.findById));
      return people.flatMap((person) => (person ? [{ email: person.email, firstName: person.firstName }] : []));
    },
    async findWithRolesAt(userId: number, clubId: number | null) {
      if (clubId === null) {
        const person = await users.findById(userId);
        return person && { person, roles: [] };
      }
      const rows = await memberships.personWithActiveRolesAt(userId, clubId);
      if (rows.length === 0) return null;
      const roles = rows.flatMap(({ role, financialAccess }) =>
        role === null ? [] : [{ role: role as ClubRole, financialAccess: financialAccess ?? false }],
      );
      return { person: rows[0].person, roles };
    },
  };
}

export type PeopleDirectory = ReturnType<typeof peopleDirectory>;
