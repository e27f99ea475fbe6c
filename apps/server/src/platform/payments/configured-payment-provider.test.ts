import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { PRODUCTION_ENV } from '../../test-support/production-env.js';
import { configuredPaymentProvider } from './configured-payment-provider.js';
import { signatureHeader } from './webhook-signature.js';

const clock = () => new Date('2026-10-14T11:00:00Z');
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51Abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc',
  PAYMENTS_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
  }
};

describe('choosing the payment provider', () => {
  it('is the sandbox when no Stripe key is set, with a webhook secret of its own', async () => {
    const config = loadConfig({});
    expect(config.PAYMENTS_PROVIDER).toBe('sandbox');
    expect(config.PAYMENTS_WEBHOOK_SECRET).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect((await configuredPaymentProvider(config, { clock })).name).toBe('sandbox');
  });

  it('is Stripe when its key is set, which then needs the publishable key and the webhook secret', () => {
    expect(loadConfig(STRIPE).PAYMENTS_PROVIDER).toBe('stripe');
    expect(problemsOf({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toEqual([
      'STRIPE_PUBLISHABLE_KEY',
      'PAYMENTS_WEBHOOK_SECRET',
    ]);
    expect(problemsOf({ PAYMENTS_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'PAYMENTS_WEBHOOK_SECRET',
    ]);
    expect(problemsOf({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_oops' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(loadConfig({ ...STRIPE, PAYMENTS_PROVIDER: 'sandbox' }).PAYMENTS_PROVIDER).toBe('sandbox');
  });

  it('builds the Stripe adapter, in production too, verifying webhooks with the endpoint secret', async () => {
    for (const env of [STRIPE, { ...PRODUCTION_ENV, ...STRIPE }]) {
      const provider = await configuredPaymentProvider(loadConfig(env), { clock });
      expect(provider.name).toBe('stripe');
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'invoice.paid',
        data: { object: { id: 'in_1', object: 'invoice' } },
      });
      const signed = signatureHeader(payload, STRIPE.PAYMENTS_WEBHOOK_SECRET, clock().getTime() / 1000);
      expect(provider.webhooks.constructEvent(payload, signed).id).toBe('evt_1');
    }
  });

  it('refuses Stripe without its secret key, naming it', async () => {
    const config = { ...loadConfig(STRIPE), STRIPE_SECRET_KEY: undefined };
    await expect(configuredPaymentProvider(config, { clock })).rejects.toThrow(ConfigError);
    await expect(configuredPaymentProvider(config, { clock })).rejects.toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('the sandbox in production', () => {
  it('refuses to start, naming the settings that would let it', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.PAYMENTS_PROVIDER).toBe('sandbox');
    await expect(configuredPaymentProvider(config, { clock })).rejects.toThrow(ConfigError);
    await expect(configuredPaymentProvider(config, { clock })).rejects.toThrow(
      /PAYMENTS_PROVIDER: the payments sandbox takes no real money.*STRIPE_SECRET_KEY.*PAYMENTS_SANDBOX_IN_PRODUCTION=true/,
    );
  });

  it('runs when explicitly allowed (a demonstration site)', async () => {
    const config = loadConfig({ ...PRODUCTION_ENV, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' });
    expect((await configuredPaymentProvider(config, { clock })).name).toBe('sandbox');
  });
});
