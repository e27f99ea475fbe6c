import type { PlatformSubscriptionSettings } from '@clubroom/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as routes from '../../lib/api-routes/platform-subscription';

/** 403: no financial access (the API's rule); 404: not the club's session. Neither is worth a retry. */
const refused = (err: unknown) => err instanceof ApiError && (err.status === 403 || err.status === 404);
const noRetryWhenRefused = { retry: (count: number, err: unknown) => !refused(err) && count < 1 };

export const usePlatformSubscription = () =>
  useQuery({ ...apiQuery(routes.platformSubscriptionSettings), ...noRetryWhenRefused });

export const usePlatformInvoices = () =>
  useQuery({ ...apiQuery(routes.platformInvoices), ...noRetryWhenRefused, placeholderData: keepPreviousData });

export const usePlatformStanding = (enabled: boolean) =>
  useQuery({ ...apiQuery(routes.platformStanding), enabled, retry: false });

/** Opens the hosted checkout for a plan: the browser is sent to the provider's page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (planId: number) =>
      callApi(routes.createCheckoutSession, { body: { planId, idempotencyKey: crypto.randomUUID() } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Every 2 seconds until the subscription is active (or the checkout has expired). */
export const useSubscriptionPoll = (sessionId: string | null) =>
  useQuery({
    ...apiQuery(routes.subscriptionPoll, { params: { checkoutSession: sessionId ?? '' } }),
    enabled: sessionId !== null,
    ...noRetryWhenRefused,
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? 2000 : false),
  });

/** A change the settings route answers with the page's new settings (kept), the invoices asked again. */
function useSettingsChange<T>(change: (input: T) => Promise<PlatformSubscriptionSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (settings) => {
      client.setQueryData(queryKeyOf(routes.platformSubscriptionSettings), settings);
      await client.invalidateQueries({ queryKey: queryKeyOf(routes.platformInvoices) });
    },
  });
}

export const useChangePlatformPlan = () =>
  useSettingsChange((planId: number) => callApi(routes.changePlatformPlan, { body: { planId } }));

export const useCancelPlatformSubscription = () => useSettingsChange(() => callApi(routes.cancelPlatformSubscription));

/** Applies the card a completed set-up page saved (the page it returned to asks once). */
export const useApplyCardSession = () =>
  useSettingsChange((sessionId: string) =>
    callApi(routes.applyCardSession, { params: { checkoutSession: sessionId } }),
  );

/** Opens the provider's page for a new card: the browser is sent there. */
export function useStartCardSession() {
  return useMutation({
    mutationFn: () => callApi(routes.createCardSession, { body: { idempotencyKey: crypto.randomUUID() } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
