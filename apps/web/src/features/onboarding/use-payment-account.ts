import { clubPages } from '@clubroom/domain/pages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as onboardingRoutes from '../../lib/api-routes/onboarding';
import { userMessage } from '../../lib/user-message';

/** The club's card-payment account, as the splash and the overview read it. */
export const usePaymentAccount = () => useQuery(apiQuery(onboardingRoutes.paymentAccountStatus));

/**
 * Connecting the account: the sandbox connects at once (on to the overview); Stripe answers its onboarding page,
 * which comes back to the overview when the club is done.
 */
export function useConnectPayments() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [connecting, setConnecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const connect = async () => {
    setConnecting(true);
    setProblem(null);
    try {
      const answer = await callApi(onboardingRoutes.connectAccountUrl);
      if (answer.url) return window.location.assign(answer.url);
      await client.invalidateQueries({ queryKey: queryKeyOf(onboardingRoutes.paymentAccountStatus) });
      navigate(clubPages.paymentOverview.path);
    } catch (err) {
      setProblem(userMessage(err));
      setConnecting(false);
    }
  };
  return { connect, connecting, problem };
}
