import { PINNED_API_VERSION, type ProviderEvent, type ProviderObject } from '../provider-objects.js';
import { stripeId } from './sandbox-ids.js';

export interface EventOrigin {
  account: string | null;
  idempotencyKey: string | null;
  created: number;
}

/** An event as Stripe sends it, carrying a copy of the object as it was when the event happened. */
export function sandboxEvent(type: string, object: ProviderObject, origin: EventOrigin): ProviderEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    type,
    api_version: PINNED_API_VERSION,
    created: origin.created,
    livemode: false,
    ...(origin.account ? { account: origin.account } : {}),
    data: { object: structuredClone(object) },
    request: { id: null, idempotency_key: origin.idempotencyKey },
  };
}
