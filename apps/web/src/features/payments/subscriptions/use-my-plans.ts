import { endedStatuses, type ParentSubscriptionDetail } from '@clubroom/domain/api';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../../lib/api-client';
import * as subscriptionsRoutes from '../../../lib/api-routes/subscriptions';

/** The parent's payment plans at the club, newest first. */
export const useMyPlans = () =>
  useQuery({ ...apiQuery(subscriptionsRoutes.subscriptionsAll), select: (answer) => answer.data });

const detailArgs = (subscriptionId: string) => ({ body: { subscriptionId } });

/** One plan as the provider has it now: its places, dates and card. */
export const useMyPlan = (subscriptionId: string) =>
  useQuery({
    ...apiQuery(subscriptionsRoutes.subscriptionsDetail, detailArgs(subscriptionId)),
    select: (answer) => answer.data,
  });

/** Cancels a plan at the end of the period paid for, or undoes that; the plan's detail and the list read the answer. */
export function useChangeMyPlan(subscriptionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: 'cancel' | 'reactivate') =>
      change === 'cancel'
        ? callApi(subscriptionsRoutes.subscriptionsCancel, detailArgs(subscriptionId))
        : callApi(subscriptionsRoutes.subscriptionsReactivate, detailArgs(subscriptionId)),
    onSuccess: (answer: { data: ParentSubscriptionDetail }) => {
      client.setQueryData(queryKeyOf(subscriptionsRoutes.subscriptionsDetail, detailArgs(subscriptionId)), answer);
      return client.invalidateQueries({ queryKey: queryKeyOf(subscriptionsRoutes.subscriptionsAll) });
    },
  });
}

/** The names of the parent's plans still running that charge this card (each plan read from the provider). */
export function usePlansPaidBy(cardId: string): string[] {
  const plans = useMyPlans();
  const details = useQueries({
    queries: (plans.data ?? [])
      .filter((plan) => !endedStatuses.includes(plan.status))
      .map((plan) => ({
        ...apiQuery(subscriptionsRoutes.subscriptionsDetail, detailArgs(plan.subscriptionId)),
        select: (answer: { data: ParentSubscriptionDetail }) => answer.data,
      })),
  });
  return details.flatMap(({ data }) => (data && data.card?.id === cardId && !data.endsAt ? [data.planName] : []));
}
