import { describe, expect, it } from 'vitest';
import { CLUB_ACCOUNT, CREATED } from '../../platform/payments/stripe/test/fixtures/customers.js';
import { standInForTests } from '../../platform/payments/stripe/test/stand-in-provider.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaymentSetup } from '../club-settings/index.js';
import type { OnboardingRepository } from './onboarding.repository.js';
import { connectPaymentAccount, paymentAccountStatus } from './payment-account.js';

const stand = standInForTests();

const club = { id: 7, subdomain: 'tuesday', name: 'Tuesday FC' } as ResolvedClub;
const account = (chargesEnabled: boolean) => ({
  id: CLUB_ACCOUNT,
  object: 'account',
  country: 'GB',
  charges_enabled: chargesEnabled,
  details_submitted: chargesEnabled,
  metadata: { club_id: '7' },
});
const LINK = 'https://connect.stripe.com/setup/e/acct_1QAbCdClubTuesdayFC/xyz';

/** The club's payment settings row, in memory, with what onboarding reads and writes of it. */
function fakeRepo() {
  const row = { connectedAccountId: null as string | null, absorbCharges: false, country: 'GB' };
  const stores = {
    repo: { hasTerms: async () => false } as unknown as OnboardingRepository,
    paymentSetup: async () => ({ ...row }) as unknown as PaymentSetup,
    paymentAccounts: {
      createFor: async () => {},
      connectAccount: async (_clubId: number, _country: string, id: string) => (row.connectedAccountId ??= id),
    },
  };
  return { row, stores };
}

describe('connecting card payments with Stripe (Connect onboarding)', () => {
  it("creates the club's Express account once, then answers Stripe's onboarding link back to the overview", async () => {
    const { row, stores } = fakeRepo();
    const deps = { ...stores, provider: stand.provider, publicUrl: new URL('https://clubroom.example') };
    stand.standIn.answer('POST /v1/accounts', { body: account(false) });
    stand.standIn.answer(`GET /v1/accounts/${CLUB_ACCOUNT}`, { body: account(false) }, { body: account(false) });
    stand.standIn.answer(
      'POST /v1/account_links',
      { body: { object: 'account_link', url: LINK, created: CREATED, expires_at: CREATED + 300 } },
      { body: { object: 'account_link', url: LINK, created: CREATED, expires_at: CREATED + 300 } },
    );

    expect(await connectPaymentAccount(deps, club)).toEqual({ status: 'onboarding', url: LINK });
    expect(row.connectedAccountId).toBe(CLUB_ACCOUNT);
    const created = stand.standIn.requests.find((r) => r.route === 'POST /v1/accounts')!;
    expect(created.headers['idempotency-key']).toBe('club-account-7');
    expect(Object.fromEntries(created.form)).toMatchObject({
      type: 'express',
      country: 'GB',
      'business_profile[name]': 'Tuesday FC',
      'business_profile[url]': 'https://tuesday.clubroom.example',
      'metadata[club_id]': '7',
    });
    const link = stand.standIn.requests.find((r) => r.route === 'POST /v1/account_links')!;
    expect(Object.fromEntries(link.form)).toEqual({
      account: CLUB_ACCOUNT,
      type: 'account_onboarding',
      refresh_url: 'https://tuesday.clubroom.example/cms/transition/splash/payment',
      return_url: 'https://tuesday.clubroom.example/cms/transition/payment/overview',
    });

    // Asked again before the club finished: no second account, a fresh link.
    expect(await connectPaymentAccount(deps, club)).toEqual({ status: 'onboarding', url: LINK });
    expect(stand.standIn.requests.filter((r) => r.route === 'POST /v1/accounts')).toHaveLength(1);
  });

  it('says the account is still onboarding until Stripe enables its charges, then connected', async () => {
    const { row, stores } = fakeRepo();
    row.connectedAccountId = CLUB_ACCOUNT;
    const deps = { ...stores, provider: stand.provider, publicUrl: new URL('https://clubroom.example') };
    stand.standIn.answer(`GET /v1/accounts/${CLUB_ACCOUNT}`, { body: account(false) }, { body: account(true) });
    expect(await paymentAccountStatus(deps, club)).toMatchObject({ status: 'onboarding', provider: 'stripe' });
    expect(await paymentAccountStatus(deps, club)).toMatchObject({ status: 'connected', accountId: CLUB_ACCOUNT });
  });

  it('answers 503 BUSY when Stripe refuses or cannot be reached', async () => {
    const { stores } = fakeRepo();
    const deps = { ...stores, provider: stand.provider, publicUrl: new URL('https://clubroom.example') };
    // No answer queued: the stand-in answers Stripe's 404.
    await expect(connectPaymentAccount(deps, club)).rejects.toMatchObject({ code: 'BUSY', status: 503 });
  });
});
