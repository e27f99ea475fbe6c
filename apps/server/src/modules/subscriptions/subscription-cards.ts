import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { PaymentProviderError } from '../../platform/payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';

const texts = messages.paymentOutcomes;

/**
 * One of the parent's saved cards (a payment method saved for their customer on the club's
 * account): a subscription charges it later, off-session, so a card never saved — or anyone
 * else's — is refused as unknown (400 naming the field), nothing charged.
 */
export async function parentsSavedCard(
  deps: SubscriptionsDeps,
  request: { paymentMethodId: string; field: string },
  customer: string,
  account: string,
): Promise<string> {
  const refused = new AppError('VALIDATION_FAILED', texts.unknownCard, [
    { path: request.field, message: texts.unknownCard },
  ]);
  try {
    const method = await deps.provider.paymentMethods.retrieve(request.paymentMethodId, { stripeAccount: account });
    if (method.customer !== customer) throw refused;
    return method.id;
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === 'invalid_request_error') throw refused;
    throw error;
  }
}
