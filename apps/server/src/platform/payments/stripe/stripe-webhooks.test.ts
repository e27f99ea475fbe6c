import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../webhook-signature.js';
import { paymentSucceededEvent } from './test/fixtures/events.js';
import { TEST_NOW, TEST_WEBHOOK_SECRET } from './test/stand-in-provider.js';
import { stripePaymentProvider } from './stripe-provider.js';

const provider = stripePaymentProvider({
  secretKey: 'sk_test_51QAbCdPlatformClubroomKey',
  webhookSecret: TEST_WEBHOOK_SECRET,
  clock: () => TEST_NOW,
});

/** A delivery as Stripe makes it: the event's JSON, signed by Stripe's own code with the endpoint secret. */
function delivery(secret = TEST_WEBHOOK_SECRET, signedAt = TEST_NOW) {
  const payload = JSON.stringify(paymentSucceededEvent, null, 2);
  const timestamp = Math.floor(signedAt.getTime() / 1000);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

describe("the Stripe adapter's webhooks", () => {
  it("construct the event of a delivery Stripe signed, with the connected account's id", () => {
    const { payload, signature } = delivery();
    const event = provider.webhooks.constructEvent(Buffer.from(payload), signature);
    expect(event).toEqual(paymentSucceededEvent);
    expect(event.account).toBe('acct_1QAbCdClubTuesdayFC');
  });

  it('refuse a forged signature, a tampered body, a stale delivery and a missing header', () => {
    const forged = delivery('whsec_not_the_endpoint_secret');
    const { payload, signature } = delivery();
    const stale = delivery(TEST_WEBHOOK_SECRET, new Date(TEST_NOW.getTime() - 301_000));
    const attempts: [string, string | undefined][] = [
      [forged.payload, forged.signature],
      [payload.replace('"amount": 1250', '"amount": 1'), signature],
      [stale.payload, stale.signature],
      [payload, undefined],
    ];
    for (const [body, header] of attempts) {
      expect(() => provider.webhooks.constructEvent(body, header)).toThrow(WebhookSignatureError);
    }
  });
});
