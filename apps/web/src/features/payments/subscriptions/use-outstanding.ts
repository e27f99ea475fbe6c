import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, queryKeyOf } from '../../../lib/api-client';
import * as subscriptionsRoutes from '../../../lib/api-routes/subscriptions';

/** Whether the parent has a failed subscription payment at the club (the banner's question). */
export const useHasOutstanding = () =>
  useQuery({
    ...apiQuery(subscriptionsRoutes.subscriptionsOutstanding),
    select: (answer) => answer.data.hasOutstanding,
  });

/** The parent's unpaid subscription invoices at the club. */
export const useOutstandingInvoices = () =>
  useQuery({ ...apiQuery(subscriptionsRoutes.subscriptionsOutstandingInvoices), select: (answer) => answer.data });

/** Once paid: the banner and the invoices read again. */
export function useRefreshOutstanding() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeyOf(subscriptionsRoutes.subscriptionsOutstanding) }),
      client.invalidateQueries({ queryKey: queryKeyOf(subscriptionsRoutes.subscriptionsOutstandingInvoices) }),
    ]);
}
