import type { Me } from '@clubroom/domain/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRefreshMe } from '../../lib/use-me';
import { landingPathFor } from '@clubroom/domain/pages';
import { contractPagePath } from '@clubroom/domain/rules';

/**
 * After signing in, verifying or resetting: everyone re-reads `me`, then the contract page if terms await, else
 * `next`; with no `next`, staff land where they work (`landingPathFor`).
 */
export function useAfterSignIn() {
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  return useCallback(
    async (me: Me, next: string) => {
      await refreshMe();
      const target = next === '/' ? landingPathFor(me.roles) : next;
      navigate(me.contractRequired ? contractPagePath(target) : target, { replace: true });
    },
    [refreshMe, navigate],
  );
}
