import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaymentsDeps } from '../payments/index.js';

/** The provider's options for calls about the club's subscriptions: its connected account. */
export async function providerOptions(deps: PaymentsDeps, club: Pick<ResolvedClub, 'id'>) {
  const { connectedAccountId } = await deps.paymentSetup(club.id);
  return { stripeAccount: connectedAccountId ?? undefined };
}
