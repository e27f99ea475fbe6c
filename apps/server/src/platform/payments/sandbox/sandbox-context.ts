import { resourceMissing } from '../payment-provider-error.js';
import type { List, ProviderObject } from '../provider-objects.js';
import type { Kind, SandboxStore, StoredRecord } from './sandbox-state.js';

/** What one sandbox operation works with: its transaction, the connected account it acts on, the time, its events. */
export interface SandboxContext {
  store: SandboxStore;
  /** The club's connected account (`stripeAccount`), or null for the platform's own. */
  account: string | null;
  /** Now, in Unix seconds. */
  now: number;
  /** An event to deliver once the operation has succeeded: the object as it is at this moment. */
  emit(type: string, object: ProviderObject): void;
}

const KIND_NAMES: Record<Kind, string> = {
  customer: 'customer',
  payment_method: 'PaymentMethod',
  token: 'token',
  payment_intent: 'payment_intent',
  setup_intent: 'setup_intent',
  charge: 'charge',
  refund: 'refund',
  invoice: 'invoice',
  subscription: 'subscription',
  product: 'product',
  checkout_session: 'checkout.session',
};

/** The object of this account, or `resource_missing` naming the parameter that named it. */
export function mustFind<K extends Kind>(ctx: SandboxContext, kind: K, id: string, param = 'id'): StoredRecord<K> {
  const record = ctx.store.find(kind, id, ctx.account);
  if (!record) throw resourceMissing(KIND_NAMES[kind], id, param);
  return record;
}

/** A new record on the operation's account. */
export const newRecord = <K extends Kind>(
  ctx: SandboxContext,
  object: StoredRecord<K>['object'],
  internal: StoredRecord<K>['internal'],
): StoredRecord<K> => ({ account: ctx.account, object, internal });

/** The account's objects of a kind that `keep` keeps, newest first, as one page of Stripe's list. */
export function listNewestFirst<K extends Kind>(
  ctx: SandboxContext,
  kind: K,
  keep: (object: StoredRecord<K>['object']) => boolean,
): List<StoredRecord<K>['object']> {
  const data = ctx.store
    .all(kind, ctx.account)
    .map((record) => record.object)
    .filter(keep)
    .sort((a, b) => b.created - a.created);
  return { object: 'list', data, has_more: false };
}
