import { contractRoleFor, type ContractRole } from '@clubroom/domain/api';
import { useMe } from '../../lib/use-me';

/** The contract role of whoever is on the page: the one awaiting acceptance, else their role's, else a visitor's (parent). */
export function usePageContractRole(): ContractRole {
  const me = useMe().data;
  if (me?.contractRequired) return me.contractRequired.role;
  return me?.user ? contractRoleFor(me.roles) : 'parent';
}
