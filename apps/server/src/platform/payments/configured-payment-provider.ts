import { ConfigError, type Config } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import type { ProviderEvent } from './provider-objects.js';
import { sandboxPaymentProvider } from './sandbox/sandbox-provider.js';
import type { SandboxState } from './sandbox/sandbox-state.js';

type PaymentSettings = Pick<
  Config,
  'NODE_ENV' | 'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY' | 'PAYMENTS_WEBHOOK_SECRET' | 'PAYMENTS_SANDBOX_IN_PRODUCTION'
>;

/**
 * The provider the settings choose (config.ts): the sandbox by default, Stripe with its keys. The sandbox
 * refuses production unless PAYMENTS_SANDBOX_IN_PRODUCTION is true. Stripe's events come by webhook (to the
 * app's route), not through `onEvent`. Stripe's SDK loads only when Stripe is chosen (0.15 CPU-s of a start).
 */
export async function configuredPaymentProvider(
  config: PaymentSettings,
  deps: {
    clock: () => Date;
    onEvent?: (event: ProviderEvent) => void | Promise<void>;
    /** Where the sandbox keeps its objects (`databaseSandboxState`); in memory when left out. */
    state?: SandboxState;
  },
): Promise<PaymentProvider> {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    // loadConfig requires the key for stripe; a hand-made config may still lack it.
    if (!config.STRIPE_SECRET_KEY) {
      throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: is required for Stripe payments');
    }
    const { stripePaymentProvider } = await import('./stripe/stripe-provider.js');
    return stripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.PAYMENTS_WEBHOOK_SECRET,
      clock: deps.clock,
    });
  }
  return sandboxPaymentProvider({
    webhookSecret: config.PAYMENTS_WEBHOOK_SECRET,
    clock: deps.clock,
    onEvent: deps.onEvent,
    state: deps.state,
    production: config.NODE_ENV === 'production',
    allowInProduction: config.PAYMENTS_SANDBOX_IN_PRODUCTION,
  });
}
