/** Roles a person holds at one club. */
export const clubRoles = ['parent', 'coach', 'organiser', 'franchise_manager'] as const;
export type ClubRole = (typeof clubRoles)[number];

/** Platform-wide roles, held across every club. */
export const platformRoles = ['support', 'platform_manager'] as const;
export type PlatformRole = (typeof platformRoles)[number];

export type Role = ClubRole | PlatformRole;

/** Staff roles an organiser may give someone at their club. */
export const staffRoles = ['coach', 'organiser', 'franchise_manager'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What an organiser can do to a staff member; each is one POST under /api/v4/client/staff/{staffId}/. */
export type StaffChange =
  | { kind: 'deactivate' }
  | { kind: 'revoke' }
  | { kind: 'restore' }
  | { kind: 'role'; role: StaffRole }
  | { kind: 'financial-access'; financialAccess: boolean };

/** Which contract a role signs: any role other than parent is treated as organiser, coaches get their own wording. */
export type ContractRole = 'parent' | 'coach' | 'organiser';
export function contractRoleFor(roles: readonly Role[]): ContractRole {
  if (roles.includes('organiser') || roles.includes('franchise_manager') || roles.includes('platform_manager'))
    return 'organiser';
  if (roles.includes('coach')) return 'coach';
  if (roles.includes('parent')) return 'parent';
  return 'organiser';
}
