import type { ChangeTrialBody, ClubSubscriptionResponse, SubscriptionTab, UpdatePlanBody } from '@clubroom/domain/api';
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
  'cancel-at-period-end': planRoutes.cancelClubSubscriptionAtPeriodEnd,
  reactivate: planRoutes.reactivateClubSubscription,
} as const;
export type PlanChange = keyof typeof CHANGES;

/** A changed plan's answer replaces the plan on screen, and the lists are read again. */
function usePlanChanged(subscriptionId: number) {
  const client = useQueryClient();
  return (answer: ClubSubscriptionResponse) => {
    client.setQueryData(queryKeyOf(planRoutes.clubSubscription, { params: { subscriptionId } }), answer);
    return client.invalidateQueries({
      predicate: (q) => q.queryKey.includes(planRoutes.clubSubscriptions.operationId),
    });
  };
}

/** Pauses, resumes, cancels (now or at the period's end) or reactivates the plan. */
export function useChangePaymentPlan(subscriptionId: number) {
  const onSuccess = usePlanChanged(subscriptionId);
  return useMutation({
    mutationFn: (change: PlanChange) => callApi(CHANGES[change], { params: { subscriptionId } }),
    onSuccess,
  });
}

/** Gives the plan's places new prices, from the next payment on. */
export function useUpdatePlanPrices(subscriptionId: number) {
  const onSuccess = usePlanChanged(subscriptionId);
  return useMutation({
    mutationFn: (body: UpdatePlanBody) =>
      callApi(planRoutes.updateClubSubscriptionPlan, { params: { subscriptionId }, body }),
    onSuccess,
  });
}

/** Moves the plan's free trial to another last day, or ends it now. */
export function useChangeTrial(subscriptionId: number) {
  const onSuccess = usePlanChanged(subscriptionId);
  return useMutation({
    mutationFn: (body: ChangeTrialBody) =>
      callApi(planRoutes.changeClubSubscriptionTrial, { params: { subscriptionId }, body }),
    onSuccess,
  });
}
