import type { SubscriptionTab } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as planRoutes from '../../lib/api-routes/club-subscriptions';

export const usePaymentPlans = (tab: SubscriptionTab) =>
  useQuery(apiQuery(planRoutes.clubSubscriptions, { query: { tab } }));

export const usePaymentPlan = (subscriptionId: number) =>
  useQuery(apiQuery(planRoutes.clubSubscription, { params: { subscriptionId } }));

const CHANGES = {
  pause: planRoutes.pauseClubSubscription,
  resume: planRoutes.resumeClubSubscription,
  cancel: planRoutes.cancelClubSubscription,
} as const;
export type PlanChange = keyof typeof CHANGES;

/** Pauses, resumes or cancels the plan; its answer replaces the plan on screen and the lists are read again. */
export function useChangePaymentPlan(subscriptionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PlanChange) => callApi(CHANGES[change], { params: { subscriptionId } }),
    onSuccess: (answer) => {
      client.setQueryData(queryKeyOf(planRoutes.clubSubscription, { params: { subscriptionId } }), answer);
      return client.invalidateQueries({
        predicate: (q) => q.queryKey.includes(planRoutes.clubSubscriptions.operationId),
      });
    },
  });
}
