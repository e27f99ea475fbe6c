import type { Db } from '../../db/client.js';
import { configuredPaymentProvider } from './configured-payment-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import type { ProviderEvent } from './provider-objects.js';
import { databaseSandboxState } from './sandbox/database-sandbox-state.js';

type PaymentSettings = Parameters<typeof configuredPaymentProvider>[0];

/**
 * The app's payment provider, built once at start (app.ts, worker.ts): the configured one, the
 * sandbox with its state loaded from the database, so a restart forgets no payment.
 */
export async function openPaymentProvider(
  config: PaymentSettings,
  deps: { db: Db; clock: () => Date; onEvent: (event: ProviderEvent) => Promise<void> },
): Promise<PaymentProvider> {
  const state = config.PAYMENTS_PROVIDER === 'sandbox' ? await databaseSandboxState(deps.db) : undefined;
  return configuredPaymentProvider(config, { clock: deps.clock, onEvent: deps.onEvent, state });
}
