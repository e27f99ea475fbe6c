import type { Me } from '@clubroom/domain/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRefreshMe } from '../../lib/use-me';
import { contractPagePath } from '@clubroom/domain/rules';

/** After signing in, verifying or resetting: everyone re-reads `me`, then the contract page if terms await, else `next`. */
export function useAfterSignIn() {
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  return useCallback(
    async (me: Me, next: string) => {
      await refreshMe();
      navigate(me.contractRequired ? contractPagePath(next) : next, { replace: true });
    },
    [refreshMe, navigate],
  );
}
