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

/**
 * What sessions ask about people. The module that owns people and their memberships answers
 * (app.ts passes it in), so the security machinery never reads those tables itself.
 */
export interface IdentitySource {
  findById(userId: number): Promise<Person | null>;
  /** The person's active roles at a club. */
  activeRolesAt(userId: number, clubId: number): Promise<{ role: ClubRole; financialAccess: boolean }[]>;
}
