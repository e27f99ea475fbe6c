import type { ConnectAccountResponse, PaymentAccount } from '@clubroom/domain/api';
import { clubPages } from '@clubroom/domain/pages';
import { AppError } from '../../platform/errors.js';
import { PaymentProviderError, type ConnectedAccount } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { clubOrigin, type OnboardingDeps } from './onboarding-deps.js';

type Deps = Pick<OnboardingDeps, 'repo' | 'paymentAccounts' | 'paymentSetup' | 'provider' | 'publicUrl'>;

/** A provider's refusal or silence is the provider's, not the club's: try again later. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new AppError('BUSY', 'We could not reach the card-payment provider. Please try again in a moment.');
  }
}

const statusOf = (account: ConnectedAccount | null): PaymentAccount['status'] =>
  !account ? 'not-connected' : account.charges_enabled ? 'connected' : 'onboarding';

/** The payment overview: the club's account (asked of the provider), the fee mode, and whether it has a term yet. */
export async function paymentAccountStatus(deps: Deps, club: ResolvedClub): Promise<PaymentAccount> {
  const { repo, provider } = deps;
  const setup = await deps.paymentSetup(club.id);
  const accountId = setup.connectedAccountId;
  const account = accountId ? await fromProvider(() => provider.accounts.retrieve(accountId)) : null;
  return {
    status: statusOf(account),
    provider: provider.name,
    accountId,
    absorbCharges: setup.absorbCharges ? 1 : 0,
    hasTerms: await repo.hasTerms(club.id),
  };
}

/**
 * Connects the club's card-payment account: creates it at the provider once (an Express account; the idempotency
 * key is the club's, and the first account recorded stays the club's), then, unless it already takes payments,
 * answers the provider's onboarding link, which comes back to the overview. The sandbox's accounts take payments
 * at once, so there it is connected with no link. No transaction is held across the provider's calls.
 */
export async function connectPaymentAccount(deps: Deps, club: ResolvedClub): Promise<ConnectAccountResponse> {
  const { provider } = deps;
  const origin = clubOrigin(deps.publicUrl, club.subdomain);
  const { country, connectedAccountId } = await deps.paymentSetup(club.id);
  let accountId = connectedAccountId;
  if (!accountId) {
    const created = await fromProvider(() =>
      provider.accounts.create(
        {
          type: 'express',
          country,
          business_profile: { name: club.name, url: origin },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { club_id: String(club.id) },
        },
        { idempotencyKey: `club-account-${club.id}` },
      ),
    );
    accountId = await deps.paymentAccounts.connectAccount(club.id, country, created.id);
  }
  const account = await fromProvider(() => provider.accounts.retrieve(accountId));
  if (account.charges_enabled) return { status: 'connected', url: null };
  const link = await fromProvider(() =>
    provider.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${origin}${clubPages.paymentSplash.path}`,
      return_url: `${origin}${clubPages.paymentOverview.path}`,
    }),
  );
  return { status: 'onboarding', url: link.url };
}
