import { describe, expect, it } from 'vitest';
import { sandboxFixture } from './sandbox/test-fixture.js';
import { signatureHeader, verifyWebhook, WebhookSignatureError } from './webhook-signature.js';

const SECRET = 'whsec_test_secret_for_the_sandbox';

/** A real delivery: the sandbox's event for a payment, signed as it would be posted to the webhook route. */
async function delivery() {
  const fixture = sandboxFixture({ webhookSecret: SECRET });
  await fixture.pay('4242424242424242');
  const event = fixture.events.find((e) => e.type === 'payment_intent.succeeded');
  if (!event) throw new Error('no payment_intent.succeeded event');
  return { ...fixture, event, ...fixture.provider.sandbox.signedWebhook(event) };
}

const refusal = (verify: () => unknown) => {
  try {
    verify();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as Error).message;
  }
  throw new Error('verified');
};

describe('webhook signatures (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.body")', () => {
  it('verify a signed delivery on its raw body, string or bytes', async () => {
    const { provider, event, payload, signature } = await delivery();
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(provider.webhooks.constructEvent(payload, signature)).toEqual(event);
    expect(provider.webhooks.constructEvent(Buffer.from(payload), signature).id).toBe(event.id);
  });

  it('refuse a tampered body, even one that parses to the same event', async () => {
    const { provider, payload, signature } = await delivery();
    const tampered = payload.replace('"amount": 1250', '"amount": 1');
    expect(tampered).not.toBe(payload);
    expect(refusal(() => provider.webhooks.constructEvent(tampered, signature))).toMatch(/No signature matches/);
    const reserialised = JSON.stringify(JSON.parse(payload));
    expect(refusal(() => provider.webhooks.constructEvent(reserialised, signature))).toMatch(/No signature matches/);
  });

  it('refuse a delivery signed with another secret', async () => {
    const { provider, payload } = await delivery();
    const forged = signatureHeader(payload, 'whsec_someone_else', Math.floor(Date.now() / 1000));
    expect(refusal(() => provider.webhooks.constructEvent(payload, forged))).toMatch(/No signature matches/);
  });

  it('refuse an old delivery replayed after the tolerance (5 minutes)', async () => {
    const { provider, payload, signature, advance } = await delivery();
    advance(300);
    expect(provider.webhooks.constructEvent(payload, signature).type).toBe('payment_intent.succeeded');
    advance(1);
    expect(refusal(() => provider.webhooks.constructEvent(payload, signature))).toMatch(/outside the tolerance/);
  });

  it('refuse a missing or malformed header', async () => {
    const { provider, payload, signature } = await delivery();
    expect(refusal(() => provider.webhooks.constructEvent(payload, undefined))).toMatch(/No Stripe-Signature/);
    expect(refusal(() => provider.webhooks.constructEvent(payload, 'v1=abc'))).toMatch(/No timestamp/);
    const timestampOnly = signature.split(',')[0];
    expect(refusal(() => provider.webhooks.constructEvent(payload, timestampOnly))).toMatch(/No v1 signature/);
  });

  it('accept any of several v1 signatures, so the endpoint secret can be rolled', () => {
    const payload =
      '{"id":"evt_1","object":"event","type":"payment_intent.succeeded","data":{"object":{"id":"pi_1","object":"payment_intent"}}}';
    const t = 1_790_000_000;
    const old = signatureHeader(payload, 'whsec_old_secret_value', t).split(',')[1];
    const header = `${signatureHeader(payload, SECRET, t)},${old}`;
    const now = new Date(t * 1000);
    expect(verifyWebhook({ payload, header, secret: SECRET, now }).id).toBe('evt_1');
    expect(verifyWebhook({ payload, header, secret: 'whsec_old_secret_value', now }).id).toBe('evt_1');
  });
});
