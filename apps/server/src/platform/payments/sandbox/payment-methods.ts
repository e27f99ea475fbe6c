import type { PaymentMethodCreateParams } from '../payment-provider.js';
import { invalidRequest, PaymentProviderError, resourceMissing } from '../payment-provider-error.js';
import type { CardToken, List, PaymentMethod } from '../provider-objects.js';
import { decideSetup } from './bank-decisions.js';
import { aliasCard, cardDetails, readRawCard, type SandboxCard } from './card-input.js';
import { listNewestFirst, mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { stripeId } from './sandbox-ids.js';
import type { StoredRecord } from './sandbox-state.js';
import { testCardByAlias } from './test-cards.js';

/** A card token made from a typed card, as the card collector makes one in the browser. */
export function createCardToken(ctx: SandboxContext, card: SandboxCard): CardToken {
  const token: CardToken = {
    id: stripeId('tok'),
    object: 'token',
    type: 'card',
    card: cardDetails(card),
    used: false,
    created: ctx.now,
    livemode: false,
  };
  ctx.store.save('token', newRecord<'token'>(ctx, token, { number: card.number }));
  return token;
}

/** The card behind a token: a test alias (`tok_visa`) or a token made once and spent by this use. */
function cardOfToken(ctx: SandboxContext, tokenId: string): SandboxCard {
  const alias = testCardByAlias(tokenId, 'tok_');
  if (alias) return aliasCard(alias, ctx.now);
  const token = ctx.store.find('token', tokenId, ctx.account);
  if (!token) throw resourceMissing('token', tokenId, 'card[token]');
  if (token.object.used) throw invalidRequest(`You cannot use a Stripe token more than once: ${tokenId}.`);
  ctx.store.save('token', { ...token, object: { ...token.object, used: true } });
  return {
    number: token.internal.number,
    exp_month: token.object.card.exp_month,
    exp_year: token.object.card.exp_year,
  };
}

function saveNewMethod(
  ctx: SandboxContext,
  card: SandboxCard,
  params: Pick<PaymentMethodCreateParams, 'billing_details' | 'metadata'>,
) {
  const method: PaymentMethod = {
    id: stripeId('pm'),
    object: 'payment_method',
    type: 'card',
    card: cardDetails(card),
    billing_details: { name: params.billing_details?.name ?? null },
    customer: null,
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  const record = newRecord<'payment_method'>(ctx, method, { number: card.number, setUp: false, spent: false });
  ctx.store.save('payment_method', record);
  return record;
}

export function createPaymentMethod(ctx: SandboxContext, params: PaymentMethodCreateParams): PaymentMethod {
  if (params.type !== 'card') throw invalidRequest('The sandbox takes cards only.', { param: 'type' });
  const card = 'token' in params.card ? cardOfToken(ctx, params.card.token) : readRawCard(params.card, ctx.now);
  return saveNewMethod(ctx, card, params).object;
}

/**
 * The payment method an intent names: one of this account's (never a detached or spent one), or a fresh one
 * for a test alias (`pm_card_visa`), as Stripe's test mode makes.
 */
export function usablePaymentMethod(ctx: SandboxContext, id: string, param = 'payment_method') {
  const alias = testCardByAlias(id, 'pm_card_');
  if (alias) return saveNewMethod(ctx, aliasCard(alias, ctx.now), {});
  const record = mustFind(ctx, 'payment_method', id, param);
  if (record.internal.spent) {
    throw invalidRequest(
      'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      { param },
    );
  }
  return record;
}

/** Saves the card for the customer, if the bank's check of it passes (else a card_error, nothing saved). */
export function attachPaymentMethod(ctx: SandboxContext, id: string, customerId: string): PaymentMethod {
  mustFind(ctx, 'customer', customerId, 'customer');
  const record = usablePaymentMethod(ctx, id, 'payment_method');
  if (record.object.customer === customerId) return record.object;
  if (record.object.customer) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', {
      code: 'payment_method_unexpected_state',
    });
  }
  const check = decideSetup(record, { authenticated: false, now: ctx.now });
  if (check.result === 'declined') throw PaymentProviderError.fromCardError(check.error);
  return saveForCustomer(ctx, record, customerId).object;
}

/** Keeps the card on the customer (after a check, a set-up or a payment that saves it). */
export function saveForCustomer(
  ctx: SandboxContext,
  record: StoredRecord<'payment_method'>,
  customerId: string,
): StoredRecord<'payment_method'> {
  if (record.object.customer === customerId) return record;
  const saved = { ...record, object: { ...record.object, customer: customerId } };
  ctx.store.save('payment_method', saved);
  ctx.emit('payment_method.attached', saved.object);
  return saved;
}

/** Removes a saved card for good (and as the customer's default). */
export function detachPaymentMethod(ctx: SandboxContext, id: string): PaymentMethod {
  const record = mustFind(ctx, 'payment_method', id);
  const customerId = record.object.customer;
  if (!customerId) {
    throw invalidRequest(`The payment method ${id} is not attached to a customer.`, {
      code: 'payment_method_unexpected_state',
    });
  }
  const customer = mustFind(ctx, 'customer', customerId);
  if (customer.object.invoice_settings.default_payment_method === id) {
    customer.object.invoice_settings.default_payment_method = null;
    ctx.store.save('customer', customer);
  }
  const detached = { object: { ...record.object, customer: null }, internal: { ...record.internal, spent: true } };
  ctx.store.save('payment_method', { ...record, ...detached });
  ctx.emit('payment_method.detached', detached.object);
  return detached.object;
}

export function listPaymentMethods(ctx: SandboxContext, customerId: string): List<PaymentMethod> {
  mustFind(ctx, 'customer', customerId, 'customer');
  return listNewestFirst(ctx, 'payment_method', (method) => method.customer === customerId);
}
