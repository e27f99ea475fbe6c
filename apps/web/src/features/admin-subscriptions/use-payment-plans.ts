import type {
  ChangeTrialBody,
  ClubSubscriptionResponse,
  CoverPaymentsBody,
  RefundChargeBody,
  SubscriptionTab,
  UpdatePlanBody,
} from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as planRoutes from '../../lib/api-routes/admin-subscriptions';

export const usePaymentPlans = (tab: SubscriptionTab, runId?: number) =>
  useQuery(apiQuery(planRoutes.clubSubscriptions, { query: { tab, ...(runId ? { runId } : {}) } }));

/** How many plans, and what they take a month, in each tab. */
export const usePlansSummary = () => useQuery(apiQuery(planRoutes.clubSubscriptionsSummary));

/** The classes sold as monthly plans, with their plans by tab. */
export const useClubPlans = () => useQuery(apiQuery(planRoutes.clubPlans));

export const usePaymentPlan = (subscriptionId: number) =>
  useQuery(apiQuery(planRoutes.clubSubscription, { params: { subscriptionId } }));

const CHANGES = {
  pause: planRoutes.pauseClubSubscription,
  resume: planRoutes.resumeClubSubscription,
  cancel: planRoutes.cancelClubSubscription,
  'cancel-with-places': planRoutes.cancelClubSubscriptionWithPlaces,
  'cancel-at-period-end': planRoutes.cancelClubSubscriptionAtPeriodEnd,
  reactivate: planRoutes.reactivateClubSubscription,
} as const;
export type PlanChange = keyof typeof CHANGES;

/** A changed plan's answer replaces the plan on screen, and the lists are read again. */
function usePlanChanged(subscriptionId: number) {
  const client = useQueryClient();
  return (answer: ClubSubscriptionResponse) => {
    client.setQueryData(queryKeyOf(planRoutes.clubSubscription, { params: { subscriptionId } }), answer);
    const lists = [
      planRoutes.clubSubscriptions.operationId,
      planRoutes.clubSubscriptionsSummary.operationId,
      planRoutes.clubPlans.operationId,
    ];
    return client.invalidateQueries({ predicate: (q) => lists.some((id) => q.queryKey.includes(id)) });
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

/** Takes the plan's missed months chosen with the card on file. */
export function useCoverPayments(subscriptionId: number) {
  const onSuccess = usePlanChanged(subscriptionId);
  return useMutation({
    mutationFn: (body: CoverPaymentsBody) =>
      callApi(planRoutes.coverClubSubscriptionPayments, { params: { subscriptionId }, body }),
    onSuccess,
  });
}

/** Gives back one payment the plan took, or part of it. */
export function useRefundCharge(subscriptionId: number) {
  const onSuccess = usePlanChanged(subscriptionId);
  return useMutation({
    mutationFn: (body: RefundChargeBody) =>
      callApi(planRoutes.refundClubSubscriptionCharge, { params: { subscriptionId }, body }),
    onSuccess,
  });
}

/** Emails the parent of a plan not set up the link to set it up. */
export const usePromptSetup = (subscriptionId: number) =>
  useMutation({
    mutationFn: () => callApi(planRoutes.promptClubSubscriptionSetup, { params: { subscriptionId } }),
  });

/** Starts again a plan cancelled before it took anything. */
export function useUnrejectPlan(subscriptionId: number) {
  const onSuccess = usePlanChanged(subscriptionId);
  return useMutation({
    mutationFn: () => callApi(planRoutes.unrejectClubSubscription, { params: { subscriptionId } }),
    onSuccess,
  });
}
