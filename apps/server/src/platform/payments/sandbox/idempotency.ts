import { PaymentProviderError } from '../payment-provider-error.js';
import type { SandboxState } from './sandbox-state.js';
import { stableJson } from './stable-json.js';

const retryWithAnotherKey = (key: string) =>
  `Try using a key other than '${key}' if you meant to execute a different request.`;

/**
 * Runs a request once per idempotency key, as Stripe does: a retry with the same key and parameters answers
 * the first answer (an object, or a card's refusal) without doing anything again; the key with other
 * parameters, or on another endpoint, is an `idempotency_error`. Requests refused as invalid keep no answer, so
 * a corrected retry with the key runs. Keys are per account.
 */
export function idempotently<R>(
  state: SandboxState,
  request: { account: string | null; key: string | undefined; endpoint: string; params: unknown },
  run: () => R,
): R {
  const { account, key, endpoint } = request;
  if (key === undefined) return run();
  const fingerprint = stableJson(request.params ?? null);
  const first = state.findKey(account, key);
  if (first) {
    if (first.endpoint !== endpoint) {
      throw new PaymentProviderError(
        'idempotency_error',
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first.endpoint}' vs '${endpoint}'). ${retryWithAnotherKey(key)}`,
      );
    }
    if (first.fingerprint !== fingerprint) {
      throw new PaymentProviderError(
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. ${retryWithAnotherKey(key)}`,
      );
    }
    if ('ok' in first.outcome) return first.outcome.ok as R;
    const { type, message, details } = first.outcome.error;
    throw new PaymentProviderError(type, message, details);
  }
  try {
    const result = run();
    state.saveKey(account, key, { endpoint, fingerprint, outcome: { ok: result } });
    return result;
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === 'card_error') {
      const outcome = { error: { type: error.type, message: error.message, details: error.details } };
      state.saveKey(account, key, { endpoint, fingerprint, outcome });
    }
    throw error;
  }
}
