import type { PaymentOrder } from '@clubroom/domain/api';
import { useQuery } from '@tanstack/react-query';
import type { CardCollector } from './card-collector';

/**
 * The provider's card collector, loaded when the payment page needs it (its code is in no other
 * page's download). Null when the provider's is not built yet: Stripe's, which will wrap
 * `@stripe/stripe-js` with `provider.publishableKey` and `connectedAccountId` (docs/payments.md).
 */
async function loadCardCollector(provider: PaymentOrder['provider']['name']): Promise<CardCollector | null> {
  if (provider === 'sandbox') return (await import('./sandbox/sandbox-collector')).createSandboxCollector();
  return null;
}

export const useCardCollector = (provider: PaymentOrder['provider']) =>
  useQuery({
    queryKey: ['card-collector', provider.name],
    queryFn: () => loadCardCollector(provider.name),
    staleTime: Infinity,
  });
