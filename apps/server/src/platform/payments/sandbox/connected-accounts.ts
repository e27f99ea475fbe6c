import type { AccountLinkCreateParams } from '../payment-provider.js';
import { resourceMissing } from '../payment-provider-error.js';
import type { AccountLink, ConnectedAccount, Metadata } from '../provider-objects.js';
import { stripeId } from './sandbox-ids.js';

/**
 * The sandbox's connected accounts: a club's account is ready at once (no onboarding form, no bank details), so
 * every `acct_…` id is an account that takes payments. Nothing is stored: charges on an account keep their
 * objects to it already (`stripeAccount`), whatever the id.
 */
export function sandboxAccount(id: string | null, country: string, metadata: Metadata = {}): ConnectedAccount {
  if (id !== null && !id.startsWith('acct_')) throw resourceMissing('account', id);
  return {
    id: id ?? stripeId('acct'),
    object: 'account',
    country,
    charges_enabled: true,
    details_submitted: true,
    metadata,
  };
}

/** There is no form to fill in: the link goes straight back to where the club would land when done. */
export function sandboxAccountLink(params: AccountLinkCreateParams, now: number): AccountLink {
  if (!params.account.startsWith('acct_')) throw resourceMissing('account', params.account);
  return { object: 'account_link', url: params.return_url, created: now, expires_at: now + 300 };
}
