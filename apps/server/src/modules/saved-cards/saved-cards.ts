import type { AddSavedCardAnswer, SavedCardsResponse } from '@clubroom/domain/api';
import { providerOutcomeMessage } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import { PaymentProviderError, type PaymentMethod } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import {
  cardRefused,
  accountOf,
  payerOf,
  customerFor,
  savedCardOf,
  savedCardsOf,
  type PaymentsDeps,
} from '../payments/index.js';

/** The parent's saved cards at the club, and the provider the browser's card collector adds one with. */
export async function listSavedCards(
  deps: PaymentsDeps,
  club: ResolvedClub,
  userId: number,
): Promise<SavedCardsResponse> {
  const { connectedAccountId } = await deps.paymentSetup(club.id);
  return {
    data: await savedCardsOf(deps, club, userId, connectedAccountId),
    provider: { name: deps.provider.name, publishableKey: deps.publishableKey, connectedAccountId },
  };
}

/** A payment method on the club's account, or null when the account has none of that id. */
async function methodOnAccount(deps: PaymentsDeps, id: string, account: string): Promise<PaymentMethod | null> {
  try {
    return await deps.provider.paymentMethods.retrieve(id, { stripeAccount: account });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === 'invalid_request_error') return null;
    throw error;
  }
}

/**
 * Saves a card the browser's card collector made for the parent: a SetupIntent for their customer
 * on the club's account, confirmed at once for later (off-session) payments, so the bank checks the
 * card now and asks for 3-D Secure now if it wants to (the browser then does it with the client
 * secret; the card is saved once that succeeds). A card the bank refuses: 402 with its words,
 * nothing saved. An unknown card, or one saved for anyone else: 404.
 */
export async function addSavedCard(
  deps: PaymentsDeps,
  club: ResolvedClub,
  userId: number,
  paymentMethodId: string,
): Promise<AddSavedCardAnswer> {
  const account = accountOf(await deps.paymentSetup(club.id), club);
  const customer = await customerFor(deps, club, await payerOf(deps, club, userId), account);
  const method = await methodOnAccount(deps, paymentMethodId, account);
  if (!method || (method.customer !== null && method.customer !== customer)) throw notFound('Card');
  let intent;
  try {
    intent = await deps.provider.setupIntents.create(
      {
        customer,
        payment_method: method.id,
        usage: 'off_session',
        confirm: true,
        // Our intents say whose they are: the 3-D Secure step answers only that parent.
        metadata: { parentUserId: String(userId), clubId: String(club.id) },
      },
      // No key of ours: a key naming the card would answer a deleted card's first set-up again, as if saved.
      { stripeAccount: account },
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.type === 'card_error') throw cardRefused(error);
    throw notFound('Card'); // a card that can no longer be used (detached, or spent on a payment)
  }
  if (intent.status !== 'succeeded' && intent.status !== 'requires_action') {
    throw new AppError('PAYMENT_FAILED', providerOutcomeMessage(intent.last_setup_error));
  }
  return {
    status: intent.status,
    setupIntentId: intent.id,
    clientSecret: intent.client_secret,
    card: savedCardOf(method),
  };
}

/** Deletes one of the parent's saved cards for good (detached from their customer); anyone else's, or none: 404. */
export async function deleteSavedCard(
  deps: PaymentsDeps,
  club: ResolvedClub,
  userId: number,
  cardId: string,
): Promise<{ id: string }> {
  const account = accountOf(await deps.paymentSetup(club.id), club);
  const customer = await deps.repo.customerOf(club.id, userId);
  const method = customer ? await methodOnAccount(deps, cardId, account) : null;
  if (!method || method.customer !== customer) throw notFound('Card');
  await deps.provider.paymentMethods.detach(method.id, {
    stripeAccount: account,
    idempotencyKey: `detach:${method.id}`,
  });
  return { id: method.id };
}
