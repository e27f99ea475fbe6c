import type { ClubRole } from '@clubroom/domain/api';

/** Who a session's person is, as the session machinery needs them. */
export interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isSupport: boolean;
  isPlatformManager: boolean;
}

/** A role a person holds at a club. */
export interface ClubRoleGrant {
  role: ClubRole;
  financialAccess: boolean;
}

/**
 * What sessions ask about people. The module that owns people and their memberships answers
 * (app.ts passes it in), so the security machinery never reads those tables itself.
 */
export interface IdentitySource {
  findById(userId: number): Promise<Person | null>;
  /**
   * The person with their active roles at a club (none when clubId is null), read at once: every
   * signed-in request asks it. Null if they are gone.
   */
  findWithRolesAt(userId: number, clubId: number | null): Promise<{ person: Person; roles: ClubRoleGrant[] } | null>;
}
