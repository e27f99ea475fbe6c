import type { PaymentOrder } from '@clubroom/domain/api';
import { useQuery } from '@tanstack/react-query';
import type { CardCollector } from './card-collector';

/**
 * The provider's card collector, loaded when the payment page needs it (its code is in no other
 * page's download): the sandbox's, or Stripe.js for the club's connected account. Null when
 * Stripe.js cannot be had (no publishable key, or js.stripe.com unreachable).
 */
async function loadCardCollector(provider: PaymentOrder['provider']): Promise<CardCollector | null> {
  if (provider.name === 'sandbox') return (await import('./sandbox/sandbox-collector')).createSandboxCollector();
  return (await import('./stripe/stripe-collector')).loadStripeCollector(provider);
}

export const useCardCollector = (provider: PaymentOrder['provider']) =>
  useQuery({
    queryKey: ['card-collector', provider.name, provider.connectedAccountId],
    queryFn: () => loadCardCollector(provider),
    staleTime: Infinity,
  });
