import type { Db } from '../client.js';
import {
  sandboxPaymentProvider,
  type SandboxPaymentProvider,
} from '../../platform/payments/sandbox/sandbox-provider.js';
import { inMemorySandboxState } from '../../platform/payments/sandbox/sandbox-state.js';
import { sandboxRecordsRepository } from '../../platform/payments/sandbox/sandbox-records.repository.js';

/** The payments sandbox the demo's history is paid through, and its clock, set to each act's moment. */
export interface SeedPaymentProvider {
  provider: SandboxPaymentProvider;
  setClock(at: Date): void;
}

/**
 * A sandbox whose records are written in the seed's transaction, to the table the app's sandbox loads at
 * start: the demo's payments, refunds and plans are objects the app's provider knows (a refund or a plan's
 * page reads them there), made by the sandbox's own rules at the dates the history gives.
 */
export function seedPaymentProvider(tx: Db, start: Date): SeedPaymentProvider {
  let now = start;
  const provider = sandboxPaymentProvider({
    webhookSecret: 'whsec_demo_seed',
    clock: () => now,
    production: false,
    allowInProduction: false,
    state: inMemorySandboxState([], sandboxRecordsRepository(tx).save),
  });
  return { provider, setClock: (at) => (now = at) };
}
