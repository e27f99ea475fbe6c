import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usePendingNavigation } from '../../lib/navigation';
import { callApi } from '../../lib/api-client';
import * as authRoutes from '../../lib/api-routes/auth';
import { PRIVATE } from '../../lib/private-query';
import { useRefreshMe } from '../../lib/use-me';

/** Ends the session, goes home, forgets the person's data and re-reads `me`. */
export function useSignOut() {
  const client = useQueryClient();
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  const navigation = usePendingNavigation();
  return useMutation({
    mutationFn: () => callApi(authRoutes.logout),
    onSuccess: async () => {
      // Leave first, and wait until home is on screen, so a signed-in-only page never sees itself
      // signed out and redirects to sign in.
      navigate('/');
      await navigation.settled();
      client.removeQueries({ queryKey: [PRIVATE] });
      await refreshMe();
    },
  });
}
