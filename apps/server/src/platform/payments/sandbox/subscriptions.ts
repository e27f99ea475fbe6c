import type { SubscriptionCreateParams, SubscriptionPriceData, SubscriptionUpdateParams } from '../payment-provider.js';
import { invalidRequest } from '../payment-provider-error.js';
import type {
  Invoice,
  InvoiceWithPayment,
  List,
  Metadata,
  Product,
  RecurringInterval,
  Subscription,
  SubscriptionItem,
  SubscriptionObject,
} from '../provider-objects.js';
import { decideSetup } from './bank-decisions.js';
import { createPaymentIntent } from './payment-intents.js';
import { mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { stripeId } from './sandbox-ids.js';
import type { StoredRecord } from './sandbox-state.js';
import { createSetupIntent } from './setup-intents.js';
import { setSubscriptionStatus } from './subscription-billing.js';

const DAY = 86_400;
const INTERVALS: RecurringInterval[] = ['day', 'week', 'month', 'year'];

/** The end of a billing period that starts at `start` (Unix seconds): calendar months and years, in UTC. */
function periodEnd(start: number, { interval, interval_count }: SubscriptionItem['price']['recurring']): number {
  const date = new Date(start * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + interval_count);
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * interval_count);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + interval_count);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + interval_count);
  return Math.floor(date.getTime() / 1000);
}

/** A price as an item keeps it; refused, naming the field under `param` (`items[0]`), when not one Stripe takes. */
export function priceOf(
  ctx: SandboxContext,
  price: SubscriptionPriceData | undefined,
  param: string,
): SubscriptionItem['price'] {
  const count = price?.recurring?.interval_count ?? 1;
  if (!price || !Number.isSafeInteger(price.unit_amount) || price.unit_amount < 0) {
    throw invalidRequest('The unit amount must be a whole number of minor units.', {
      param: `${param}[price_data][unit_amount]`,
    });
  }
  if (!INTERVALS.includes(price.recurring?.interval) || !Number.isSafeInteger(count) || count < 1) {
    throw invalidRequest('Invalid recurring interval.', { param: `${param}[price_data][recurring]` });
  }
  mustFind(ctx, 'product', price.product, `${param}[price_data][product]`);
  return {
    currency: price.currency.toLowerCase(),
    unit_amount: price.unit_amount,
    product: price.product,
    recurring: { interval: price.recurring.interval, interval_count: count },
  };
}

/** Stripe's rule for a subscription's items: one currency and one billing interval. */
function mustShareCurrencyAndInterval(items: SubscriptionItem[]): SubscriptionItem[] {
  const currencies = new Set(items.map((item) => item.price.currency));
  const intervals = new Set(items.map((item) => JSON.stringify(item.price.recurring)));
  if (currencies.size > 1 || intervals.size > 1) {
    throw invalidRequest("A subscription's items must share one currency and one interval.", { param: 'items' });
  }
  return items;
}

function subscriptionItems(ctx: SandboxContext, params: SubscriptionCreateParams): SubscriptionItem[] {
  if (!Array.isArray(params.items) || params.items.length === 0) {
    throw invalidRequest('A subscription needs at least one item.', { param: 'items' });
  }
  const items = params.items.map((item, i): SubscriptionItem => {
    const { quantity = 1 } = item;
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw invalidRequest('The quantity must be a positive whole number.', { param: `items[${i}][quantity]` });
    }
    return {
      id: stripeId('si'),
      object: 'subscription_item',
      quantity,
      price: priceOf(ctx, item.price_data, `items[${i}]`),
    };
  });
  return mustShareCurrencyAndInterval(items);
}

/**
 * Items given new prices or removed, by their ids (an id not of this subscription: resource_missing; removing
 * them all: refused, as Stripe keeps at least one). The sandbox never prorates: a change is charged from the
 * next invoice, as Stripe does with `proration_behavior: 'none'`.
 */
function changedItems(
  ctx: SandboxContext,
  current: SubscriptionItem[],
  changes: NonNullable<SubscriptionUpdateParams['items']>,
): SubscriptionItem[] {
  const prices = new Map<string, SubscriptionItem['price'] | 'deleted'>();
  changes.forEach((change, i) => {
    if (!current.some((item) => item.id === change.id)) {
      throw invalidRequest(`No such subscription item: '${change.id}'`, {
        code: 'resource_missing',
        param: `items[${i}][id]`,
      });
    }
    prices.set(change.id, 'deleted' in change ? 'deleted' : priceOf(ctx, change.price_data, `items[${i}]`));
  });
  const kept = current.flatMap((item) => {
    const price = prices.get(item.id) ?? item.price;
    return price === 'deleted' ? [] : [{ ...item, price }];
  });
  if (kept.length === 0) {
    throw invalidRequest('A subscription must keep at least one item: cancel it instead.', { param: 'items' });
  }
  return mustShareCurrencyAndInterval(kept);
}

/** The card a subscription charges: the one named (saved for the customer), else the customer's default. */
function defaultMethod(ctx: SandboxContext, customerId: string, named: string | undefined): string | null {
  const customer = mustFind(ctx, 'customer', customerId, 'customer');
  const id = named ?? customer.object.invoice_settings.default_payment_method;
  if (!id) return null;
  const method = mustFind(ctx, 'payment_method', id, 'default_payment_method');
  if (method.object.customer !== customerId || method.internal.spent) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      { param: 'default_payment_method' },
    );
  }
  return id;
}

const amountOf = (items: SubscriptionItem[]) =>
  items.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);

/** Invoices the subscription's current period: its latest invoice from now on. Nothing to pay: paid at once. */
function openInvoice(
  ctx: SandboxContext,
  record: StoredRecord<'subscription'>,
  billingReason: Invoice['billing_reason'],
  amount: number,
): Invoice {
  const subscription = record.object;
  const invoice: Invoice = {
    id: stripeId('in'),
    object: 'invoice',
    customer: subscription.customer,
    subscription: subscription.id,
    status: amount === 0 ? 'paid' : 'open',
    amount_due: amount,
    amount_paid: 0,
    currency: subscription.items.data[0].price.currency,
    payment_intent: null,
    billing_reason: billingReason,
    period_start: subscription.current_period_start,
    period_end: subscription.current_period_end,
    created: ctx.now,
  };
  ctx.store.save('invoice', newRecord<'invoice'>(ctx, invoice, {}));
  subscription.latest_invoice = invoice.id;
  ctx.store.save('subscription', record);
  ctx.emit('invoice.created', invoice);
  if (amount === 0) ctx.emit('invoice.paid', invoice);
  return invoice;
}

/**
 * Pays an open invoice with the subscription's card: on-session for the first (3-D Secure may be asked),
 * off-session for a renewal. Without a card the intent waits for one.
 */
function payInvoice(ctx: SandboxContext, subscription: SubscriptionObject, invoice: Invoice): void {
  if (invoice.status !== 'open') return;
  const method = subscription.default_payment_method;
  const fee = subscription.application_fee_percent;
  const intent = createPaymentIntent(
    ctx,
    {
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: subscription.customer,
      payment_method: method ?? undefined,
      confirm: method !== null,
      off_session: method !== null && invoice.billing_reason === 'subscription_cycle',
      setup_future_usage: 'off_session',
      ...(fee !== null ? { application_fee_amount: Math.round((invoice.amount_due * fee) / 100) } : {}),
    },
    invoice.id,
  );
  const saved = mustFind(ctx, 'invoice', invoice.id);
  ctx.store.save('invoice', { ...saved, object: { ...saved.object, payment_intent: intent.id } });
}

/** A product of the account, by the id given (Stripe lets the caller choose it). */
export function createProduct(ctx: SandboxContext, params: { id: string; name: string; metadata?: Metadata }): Product {
  if (ctx.store.find('product', params.id, ctx.account)) {
    throw invalidRequest('Product already exists.', { code: 'resource_already_exists', param: 'id' });
  }
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(params.id) || !params.name?.trim()) {
    throw invalidRequest('A product needs an id of letters, digits, _ and - and a name.', { param: 'id' });
  }
  const product: Product = {
    id: params.id,
    object: 'product',
    name: params.name,
    active: true,
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  ctx.store.save('product', newRecord<'product'>(ctx, product, {}));
  ctx.emit('product.created', product);
  return product;
}

/** An invoice as answered: its payment expanded. */
function expandedInvoice(ctx: SandboxContext, invoice: Invoice): InvoiceWithPayment {
  const intent = invoice.payment_intent ? mustFind(ctx, 'payment_intent', invoice.payment_intent).object : null;
  return { ...invoice, payment_intent: intent };
}

/**
 * A subscription's billing anchor; one kept before the sandbox kept anchors (a database's older records) has its
 * start, or its trial's end, as Stripe's would.
 */
const anchorOf = (subscription: SubscriptionObject): number =>
  (subscription.billing_cycle_anchor as number | undefined) ?? subscription.trial_end ?? subscription.created;

/** The subscription as answered: its pending set-up and latest invoice's payment expanded. */
export function expandedSubscription(ctx: SandboxContext, id: string): Subscription {
  const { object } = mustFind(ctx, 'subscription', id);
  const invoice = object.latest_invoice ? mustFind(ctx, 'invoice', object.latest_invoice).object : null;
  return {
    ...object,
    billing_cycle_anchor: anchorOf(object),
    pending_setup_intent: object.pending_setup_intent
      ? mustFind(ctx, 'setup_intent', object.pending_setup_intent).object
      : null,
    latest_invoice: invoice ? expandedInvoice(ctx, invoice) : null,
  };
}

/** A subscription's invoices in a state, newest first (an unknown subscription: resource_missing). */
export function listInvoices(
  ctx: SandboxContext,
  params: { subscription: string; status: Invoice['status'] },
): List<InvoiceWithPayment> {
  mustFind(ctx, 'subscription', params.subscription);
  const data = ctx.store
    .all('invoice', ctx.account)
    .map((record) => record.object)
    .filter((invoice) => invoice.subscription === params.subscription && invoice.status === params.status)
    .sort((a, b) => b.created - a.created || b.period_start - a.period_start)
    .map((invoice) => expandedInvoice(ctx, invoice));
  return { object: 'list', data, has_more: false };
}

/** One invoice of the account, its payment expanded (another account's: resource_missing). */
export const retrieveInvoice = (ctx: SandboxContext, id: string): InvoiceWithPayment =>
  expandedInvoice(ctx, mustFind(ctx, 'invoice', id).object);

function saveSubscription(ctx: SandboxContext, record: StoredRecord<'subscription'>, event: string) {
  ctx.store.save('subscription', record);
  ctx.emit(event, record.object);
}

/**
 * The billing day asked for, checked as Stripe does: in the future, not before the trial ends, within one period of
 * it (or of now). The sandbox never prorates, so the days up to it must be free (`proration_behavior: 'none'`).
 */
function billingAnchorOf(
  ctx: SandboxContext,
  params: SubscriptionCreateParams,
  trialEnd: number | null,
  items: SubscriptionItem[],
): number | null {
  const anchor = params.billing_cycle_anchor;
  if (anchor === undefined) return null;
  const from = trialEnd ?? ctx.now;
  if (!Number.isSafeInteger(anchor) || anchor < from || anchor > periodEnd(from, items[0].price.recurring)) {
    throw invalidRequest(
      'billing_cycle_anchor must be a future Unix timestamp, no earlier than trial_end and within one billing period of it.',
      { param: 'billing_cycle_anchor' },
    );
  }
  if (params.proration_behavior !== 'none') {
    throw invalidRequest("The sandbox does not prorate: a billing_cycle_anchor needs proration_behavior 'none'.", {
      param: 'proration_behavior',
    });
  }
  return anchor;
}

/**
 * Stripe's `allow_incomplete`: a trial starts `trialing` (a card that must be authenticated to be saved leaves a
 * `pending_setup_intent`); otherwise the first invoice is paid at once: `active`, or `incomplete` with its
 * payment intent asking for 3-D Secure or declined.
 */
export function createSubscription(ctx: SandboxContext, params: SubscriptionCreateParams): Subscription {
  const items = subscriptionItems(ctx, params);
  const method = defaultMethod(ctx, params.customer, params.default_payment_method);
  const trialDays = params.trial_period_days ?? 0;
  if (!Number.isSafeInteger(trialDays) || trialDays < 0 || trialDays > 730) {
    throw invalidRequest('The trial must be from 0 to 730 days.', { param: 'trial_period_days' });
  }
  const feePercent = params.application_fee_percent;
  if (feePercent !== undefined && (!ctx.account || !(feePercent >= 0 && feePercent <= 100))) {
    throw invalidRequest('An application fee percent from 0 to 100 needs a connected account (stripeAccount).', {
      param: 'application_fee_percent',
    });
  }
  const amount = amountOf(items);
  if (!method && trialDays === 0 && amount > 0) {
    throw invalidRequest('This customer has no attached payment source or default payment method.', {
      code: 'resource_missing',
      param: 'default_payment_method',
    });
  }
  if (params.trial_end !== undefined && !(Number.isSafeInteger(params.trial_end) && params.trial_end > ctx.now)) {
    throw invalidRequest('Invalid timestamp: must be an integer Unix timestamp in the future.', { param: 'trial_end' });
  }
  const trialEnd = params.trial_end ?? (trialDays > 0 ? ctx.now + trialDays * DAY : null);
  const anchor = billingAnchorOf(ctx, params, trialEnd, items);
  // Without a trial, the days up to the billing day are a first period of nothing to pay.
  const firstAmount = trialEnd || anchor ? 0 : amount;
  const subscription: SubscriptionObject = {
    id: stripeId('sub'),
    object: 'subscription',
    status: trialEnd ? 'trialing' : firstAmount === 0 ? 'active' : 'incomplete',
    customer: params.customer,
    default_payment_method: method,
    items: { object: 'list', data: items },
    trial_start: trialEnd ? ctx.now : null,
    trial_end: trialEnd,
    current_period_start: ctx.now,
    current_period_end: trialEnd ?? anchor ?? periodEnd(ctx.now, items[0].price.recurring),
    billing_cycle_anchor: anchor ?? trialEnd ?? ctx.now,
    pending_setup_intent: null,
    latest_invoice: null,
    application_fee_percent: feePercent ?? null,
    cancel_at_period_end: false,
    pause_collection: null,
    canceled_at: null,
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  const record = newRecord<'subscription'>(ctx, subscription, {});
  const invoice = openInvoice(ctx, record, 'subscription_create', firstAmount);
  ctx.emit('customer.subscription.created', subscription);
  if (trialEnd && method) setUpTrialCard(ctx, subscription.id, method);
  payInvoice(ctx, subscription, invoice);
  return expandedSubscription(ctx, subscription.id);
}

/** A trial's card is saved for its first renewal: at once, or through 3-D Secure (the pending set-up). */
function setUpTrialCard(ctx: SandboxContext, subscriptionId: string, methodId: string): void {
  const method = mustFind(ctx, 'payment_method', methodId);
  if (decideSetup(method, { authenticated: false, now: ctx.now }).result === 'approved') {
    ctx.store.save('payment_method', { ...method, internal: { ...method.internal, setUp: true } });
    return;
  }
  const subscription = mustFind(ctx, 'subscription', subscriptionId);
  const setup = createSetupIntent(
    ctx,
    { customer: subscription.object.customer, payment_method: methodId, usage: 'off_session', confirm: true },
    subscriptionId,
  );
  ctx.store.save('subscription', {
    ...subscription,
    object: { ...subscription.object, pending_setup_intent: setup.id },
  });
}

export function updateSubscription(ctx: SandboxContext, id: string, params: SubscriptionUpdateParams): Subscription {
  const record = mustFind(ctx, 'subscription', id);
  if (record.object.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  if (params.default_payment_method) {
    record.object.default_payment_method = defaultMethod(ctx, record.object.customer, params.default_payment_method);
  }
  if (params.metadata) record.object.metadata = { ...record.object.metadata, ...params.metadata };
  if (params.items)
    record.object.items = { object: 'list', data: changedItems(ctx, record.object.items.data, params.items) };
  if (params.pause_collection !== undefined)
    record.object.pause_collection = params.pause_collection === '' ? null : params.pause_collection;
  if (params.trial_end !== undefined) moveTrialEnd(ctx, record.object, params.trial_end);
  if (params.cancel_at_period_end !== undefined) record.object.cancel_at_period_end = params.cancel_at_period_end;
  saveSubscription(ctx, record, 'customer.subscription.updated');
  // Ended now: the first period starts at once, invoiced and charged as a renewal is.
  if (params.trial_end === 'now') return renewSubscription(ctx, id);
  return expandedSubscription(ctx, id);
}

/** A trial's end moved (the period it is ends with it), or brought to now. Only a subscription in its trial has one here. */
function moveTrialEnd(ctx: SandboxContext, subscription: SubscriptionObject, trialEnd: number | 'now'): void {
  if (subscription.status !== 'trialing') {
    throw invalidRequest('The sandbox changes the trial of a subscription only while it is trialing.', {
      param: 'trial_end',
    });
  }
  if (
    trialEnd !== 'now' &&
    (!Number.isSafeInteger(trialEnd) || trialEnd <= ctx.now || trialEnd > ctx.now + 730 * DAY)
  ) {
    throw invalidRequest('Invalid timestamp: must be an integer Unix timestamp in the future, at most 730 days away.', {
      param: 'trial_end',
    });
  }
  const end = trialEnd === 'now' ? ctx.now : trialEnd;
  subscription.trial_end = end;
  subscription.current_period_end = end;
  // As Stripe: a trial's new end becomes the billing cycle's anchor (a billing day asked for is not kept).
  subscription.billing_cycle_anchor = end;
}

export function cancelSubscription(ctx: SandboxContext, id: string): Subscription {
  const record = mustFind(ctx, 'subscription', id);
  if (record.object.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  record.object.status = 'canceled';
  record.object.canceled_at = ctx.now;
  saveSubscription(ctx, record, 'customer.subscription.deleted');
  return expandedSubscription(ctx, id);
}

/**
 * The sandbox's stand-in for time passing: the current period (or trial) ends and the next is invoiced and
 * charged off-session to the subscription's card. Paid: active; declined (or no card): past due. One set to
 * cancel at its period's end is cancelled instead.
 */
export function renewSubscription(ctx: SandboxContext, id: string): Subscription {
  const record = mustFind(ctx, 'subscription', id);
  const subscription = record.object;
  if (!['trialing', 'active', 'past_due'].includes(subscription.status)) {
    throw invalidRequest(`A subscription that is ${subscription.status} does not renew.`);
  }
  if (subscription.cancel_at_period_end) {
    // Set to end with its period: it ends, and nothing more is invoiced.
    subscription.status = 'canceled';
    subscription.canceled_at = subscription.current_period_end;
    saveSubscription(ctx, record, 'customer.subscription.deleted');
    return expandedSubscription(ctx, id);
  }
  // A trial ending before its billing day: the days up to that day are a period of nothing to pay.
  subscription.billing_cycle_anchor = anchorOf(subscription);
  const beforeAnchor = subscription.current_period_end < subscription.billing_cycle_anchor;
  subscription.current_period_start = subscription.current_period_end;
  subscription.current_period_end = beforeAnchor
    ? subscription.billing_cycle_anchor
    : periodEnd(subscription.current_period_start, subscription.items.data[0].price.recurring);
  if (subscription.pause_collection) {
    // Paused: the period passes, its invoice voided (nothing is taken).
    saveSubscription(ctx, record, 'customer.subscription.updated');
    return expandedSubscription(ctx, id);
  }
  const invoice = openInvoice(ctx, record, 'subscription_cycle', beforeAnchor ? 0 : amountOf(subscription.items.data));
  ctx.emit('customer.subscription.updated', subscription);
  payInvoice(ctx, subscription, invoice);
  const paid = mustFind(ctx, 'invoice', invoice.id).object.status === 'paid';
  setSubscriptionStatus(ctx, id, paid ? 'active' : 'past_due');
  return expandedSubscription(ctx, id);
}
