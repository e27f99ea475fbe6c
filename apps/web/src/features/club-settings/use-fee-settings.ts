import type { HealthCheck } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as feesRoutes from '../../lib/api-routes/fees';

const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;

/** The Health Check's switches and fee data; 403 (no financial access) is not asked again. */
export function useHealthCheck() {
  const query = useQuery({
    ...apiQuery(feesRoutes.healthCheck),
    retry: (count, err) => !isForbidden(err) && count < 1,
  });
  return { ...query, forbidden: isForbidden(query.error) };
}

/** The Health Check's changes, each a call (or two, in order) that answers the new values; the page shows them. */
export type HealthCheckChange = 'absorb' | 'passOn' | 'psb' | 'absorbAndPsb' | 'smsOn' | 'listOn' | 'listOff';

async function apply(change: HealthCheckChange): Promise<Partial<HealthCheck>> {
  switch (change) {
    case 'absorb':
      return { absorbCharges: (await callApi(feesRoutes.updatePlatformFees)).data };
    case 'passOn':
      return (await callApi(feesRoutes.passOnPlatformFees)).data;
    case 'psb': {
      const { data } = await callApi(feesRoutes.toggleFeature, { body: { feature: 'beta-payment-secures-booking' } });
      return { paymentSecuresBooking: data };
    }
    case 'absorbAndPsb': {
      // Confirming the 'absorb must be on' modal: absorb first, so switching Payment Secures Booking on is allowed.
      const absorbed = await apply('absorb');
      return { ...absorbed, ...(await apply('psb')) };
    }
    case 'smsOn':
      return { smsInvoices: (await callApi(feesRoutes.updateSmsInvoices, { body: { smsInvoices: 1 } })).data };
    case 'listOn':
    case 'listOff': {
      const listed = change === 'listOn' ? 1 : 0;
      return { listed: (await callApi(feesRoutes.updateListing, { body: { listed } })).data };
    }
  }
}

export function useHealthCheckChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: apply,
    onSuccess: (values) =>
      client.setQueryData<{ data: HealthCheck }>(queryKeyOf(feesRoutes.healthCheck), (current) =>
        current ? { data: { ...current.data, ...values } } : current,
      ),
    // A refused or failed change may leave the other half done (absorb before Payment Secures Booking): read again.
    onError: () => client.invalidateQueries({ queryKey: queryKeyOf(feesRoutes.healthCheck) }),
  });
}
