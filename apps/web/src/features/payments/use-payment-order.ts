import { useQuery } from '@tanstack/react-query';
import { apiQuery, isNotFound } from '../../lib/api-client';
import * as paymentsRoutes from '../../lib/api-routes/payments';
import { isOrderUuid } from '../booking/use-basket';

/** The order as the payment page needs it (`notFound` when it is not this parent's, or does not exist). */
export function usePaymentOrder(uuid: string) {
  const valid = isOrderUuid(uuid);
  const query = useQuery({
    ...apiQuery(paymentsRoutes.paymentOrder, { params: { uuid } }),
    enabled: valid,
    select: (answer) => answer.data,
    retry: (count, err) => !isNotFound(err) && count < 1,
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}
