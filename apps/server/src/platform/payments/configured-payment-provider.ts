import { ConfigError, type Config } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import type { ProviderEvent } from './provider-objects.js';
import { sandboxPaymentProvider } from './sandbox/sandbox-provider.js';

type PaymentSettings = Pick<
  Config,
  'NODE_ENV' | 'PAYMENTS_PROVIDER' | 'PAYMENTS_WEBHOOK_SECRET' | 'PAYMENTS_SANDBOX_IN_PRODUCTION'
>;

/**
 * The provider the settings choose (config.ts): the sandbox by default, Stripe with its keys. The sandbox
 * refuses production unless PAYMENTS_SANDBOX_IN_PRODUCTION is true.
 */
export function configuredPaymentProvider(
  config: PaymentSettings,
  deps: { clock: () => Date; onEvent?: (event: ProviderEvent) => void | Promise<void> },
): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: stripe is not available yet (the Stripe adapter is still to come: docs/payments.md)',
    );
  }
  return sandboxPaymentProvider({
    webhookSecret: config.PAYMENTS_WEBHOOK_SECRET,
    clock: deps.clock,
    onEvent: deps.onEvent,
    production: config.NODE_ENV === 'production',
    allowInProduction: config.PAYMENTS_SANDBOX_IN_PRODUCTION,
  });
}
