import type { Me } from '@clubroom/domain/api';
import { rolesOf, seesFinances, type AuthContext } from '../../platform/security/policy.js';
import type { ContractRequiredCheck } from '../terms-of-use/index.js';

/** Who is signed in here, with their roles at this club, and whether a contract awaits them. */
export async function getMe(contractRequired: ContractRequiredCheck, auth: AuthContext | null): Promise<Me> {
  if (!auth) return { user: null, roles: [], impersonator: null, contractRequired: null, financialAccess: false };
  const { id, email, firstName, lastName } = auth.user;
  return {
    user: { id, email, firstName, lastName },
    roles: rolesOf(auth),
    impersonator: auth.impersonator ? { email: auth.impersonator.email, firstName: auth.impersonator.firstName } : null,
    contractRequired: await contractRequired(auth),
    financialAccess: seesFinances(auth),
  };
}
