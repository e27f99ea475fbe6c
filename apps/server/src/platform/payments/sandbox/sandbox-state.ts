import type { SubscriptionCheckoutParams } from '../payment-provider.js';
import type { PaymentProviderErrorDetails, PaymentProviderErrorType } from '../payment-provider-error.js';
import type {
  CardToken,
  Charge,
  CheckoutSession,
  Customer,
  Invoice,
  PaymentIntent,
  PaymentMethod,
  Refund,
  SetupIntent,
  Product,
  SubscriptionObject,
} from '../provider-objects.js';

/** Each kind of object the sandbox keeps, with what it keeps beside it that the provider never shows. */
export interface SandboxKinds {
  customer: { object: Customer; internal: Record<string, never> };
  payment_method: {
    object: PaymentMethod;
    internal: {
      /** The test card's number, to look its behaviour up. */
      number: string;
      /** Set up for later payments (a SetupIntent, or a payment with setup_future_usage, succeeded). */
      setUp: boolean;
      /** Detached, or used once without a customer: refused from now on, as Stripe does. */
      spent: boolean;
    };
  };
  token: { object: CardToken; internal: { number: string } };
  payment_intent: { object: PaymentIntent; internal: { offSession: boolean } };
  setup_intent: { object: SetupIntent; internal: { subscription: string | null } };
  charge: { object: Charge; internal: Record<string, never> };
  refund: { object: Refund; internal: Record<string, never> };
  invoice: { object: Invoice; internal: Record<string, never> };
  subscription: { object: SubscriptionObject; internal: Record<string, never> };
  product: { object: Product; internal: Record<string, never> };
  checkout_session: { object: CheckoutSession; internal: { lineItems: SubscriptionCheckoutParams['line_items'] } };
}

export type Kind = keyof SandboxKinds;

/** One object as kept: on the platform's account (null) or a club's connected account. */
export interface StoredRecord<K extends Kind> {
  account: string | null;
  object: SandboxKinds[K]['object'];
  internal: SandboxKinds[K]['internal'];
}

/** An idempotency key's first request and its answer (an object, or a card error), replayed to a retry. */
export interface IdempotencyRecord {
  endpoint: string;
  fingerprint: string;
  outcome:
    | { ok: unknown }
    | { error: { type: PaymentProviderErrorType; message: string; details: PaymentProviderErrorDetails } };
}

/** Reading and writing the sandbox's objects and idempotency keys. */
export interface SandboxStore {
  find<K extends Kind>(kind: K, id: string, account: string | null): StoredRecord<K> | undefined;
  save<K extends Kind>(kind: K, record: StoredRecord<K>): void;
  all<K extends Kind>(kind: K, account: string | null): StoredRecord<K>[];
  findKey(account: string | null, key: string): IdempotencyRecord | undefined;
  saveKey(account: string | null, key: string, record: IdempotencyRecord): void;
}

/**
 * The sandbox's state: plain JSON records by kind and id, so they could as well be rows of a table. Every read
 * is a fresh copy: a change counts only once saved, and an operation's saves land together or not at all
 * (`transaction`). An object of another account is not found, as on Stripe.
 */
export interface SandboxState extends SandboxStore {
  transaction<R>(work: (tx: SandboxStore) => R): R;
  /** Resolves once every change made so far is kept where it outlives the process (at once when it is not kept). */
  persist(): Promise<void>;
}

/** Keeps changed rows (key, JSON) beyond the process, in the order they are given. */
export type SandboxRowSink = (rows: [string, string][]) => Promise<void>;

const recordKey = (kind: Kind, id: string) => `${kind}:${id}`;
const keyKey = (account: string | null, key: string) => JSON.stringify([account, key]);

/** A store over rows kept as JSON strings, read and written through the functions given (the state's map, or a transaction's overlay on it). */
function storeOver(
  read: (key: string) => string | undefined,
  rows: () => Iterable<[string, string]>,
  write: (key: string, json: string) => void,
): SandboxStore {
  const parsed = <T>(json: string | undefined) => (json === undefined ? undefined : (JSON.parse(json) as T));
  return {
    find(kind, id, account) {
      const record = parsed<StoredRecord<typeof kind>>(read(recordKey(kind, id)));
      return record?.account === account ? record : undefined;
    },
    save: (kind, record) => write(recordKey(kind, record.object.id), JSON.stringify(record)),
    all(kind, account) {
      return [...rows()]
        .filter(([key]) => key.startsWith(`${kind}:`))
        .map(([, json]) => JSON.parse(json) as StoredRecord<typeof kind>)
        .filter((record) => record.account === account);
    },
    findKey: (account, key) => parsed<IdempotencyRecord>(read(keyKey(account, key))),
    saveKey: (account, key, record) => write(keyKey(account, key), JSON.stringify(record)),
  };
}

/**
 * The state in this process's memory, starting from `rows` (as a sink kept them). With a sink, every
 * change is handed to it by `persist`, one batch after another, so a restart can load the state again;
 * without one a restart forgets every object.
 */
export function inMemorySandboxState(rows: Iterable<[string, string]> = [], sink?: SandboxRowSink): SandboxState {
  const current = new Map(rows);
  /** Keys changed since the last batch was handed to the sink. */
  const changed = new Set<string>();
  let batches: Promise<void> = Promise.resolve();
  const set = (key: string, json: string) => {
    current.set(key, json);
    if (sink) changed.add(key);
  };
  return {
    ...storeOver(
      (key) => current.get(key),
      () => current.entries(),
      set,
    ),
    transaction(work) {
      const written = new Map<string, string>();
      const merged = () => new Map([...current, ...written]).entries();
      const result = work(
        storeOver(
          (key) => written.get(key) ?? current.get(key),
          merged,
          (key, json) => written.set(key, json),
        ),
      );
      for (const [key, json] of written) set(key, json);
      return result;
    },
    persist() {
      if (!sink || changed.size === 0) return batches;
      const keys = [...changed];
      changed.clear();
      const batch = batches
        .catch(() => {})
        .then(() => sink(keys.map((key) => [key, current.get(key)!])))
        .catch((error: unknown) => {
          // Not kept: the next batch carries these keys again (their latest values).
          for (const key of keys) changed.add(key);
          throw error;
        });
      batches = batch;
      return batch;
    },
  };
}
