import { describe, expect, it } from 'vitest';
import { CLUB_ACCOUNT, CREATED } from './test/fixtures/customers.js';
import { standInForTests, TEST_SECRET_KEY } from './test/stand-in-provider.js';

const stand = standInForTests();

// The parts of Stripe's account and account-link answers the platform reads (Stripe's own answers carry more).
const account = {
  id: CLUB_ACCOUNT,
  object: 'account',
  country: 'GB',
  charges_enabled: false,
  details_submitted: false,
  metadata: { club_id: '7' },
  type: 'express',
};
const accountLink = {
  object: 'account_link',
  url: 'https://connect.stripe.com/setup/e/acct_1QAbCdClubTuesdayFC/abc123',
  created: CREATED,
  expires_at: CREATED + 300,
};

describe("the Stripe adapter: a club's connected account (Connect onboarding)", () => {
  it("creates an Express account on the platform's own account, once per club (its idempotency key)", async () => {
    stand.standIn.answer('POST /v1/accounts', { body: account });
    const answer = await stand.provider.accounts.create(
      {
        type: 'express',
        country: 'GB',
        business_profile: { name: 'Tuesday FC' },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { club_id: '7' },
      },
      { idempotencyKey: 'club-account-7' },
    );
    expect(answer).toMatchObject({ id: CLUB_ACCOUNT, charges_enabled: false });
    const sent = stand.standIn.lastRequest();
    expect(sent.route).toBe('POST /v1/accounts');
    expect(Object.fromEntries(sent.form)).toEqual({
      type: 'express',
      country: 'GB',
      'business_profile[name]': 'Tuesday FC',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[club_id]': '7',
    });
    expect(sent.headers).toMatchObject({
      authorization: `Bearer ${TEST_SECRET_KEY}`,
      'idempotency-key': 'club-account-7',
    });
    expect(sent.headers['stripe-account']).toBeUndefined();
  });

  it('asks for the onboarding link with where to come back to, and reads the account', async () => {
    stand.standIn.answer('POST /v1/account_links', { body: accountLink });
    stand.standIn.answer(`GET /v1/accounts/${CLUB_ACCOUNT}`, { body: { ...account, charges_enabled: true } });
    const link = await stand.provider.accountLinks.create({
      account: CLUB_ACCOUNT,
      type: 'account_onboarding',
      refresh_url: 'https://tuesday.example.com/cms/transition/splash/payment',
      return_url: 'https://tuesday.example.com/cms/transition/payment/overview',
    });
    expect(link.url).toBe(accountLink.url);
    const sent = stand.standIn.requests.find((r) => r.route === 'POST /v1/account_links');
    expect(Object.fromEntries(sent!.form)).toEqual({
      account: CLUB_ACCOUNT,
      type: 'account_onboarding',
      refresh_url: 'https://tuesday.example.com/cms/transition/splash/payment',
      return_url: 'https://tuesday.example.com/cms/transition/payment/overview',
    });
    expect(await stand.provider.accounts.retrieve(CLUB_ACCOUNT)).toMatchObject({ charges_enabled: true });
  });
});
