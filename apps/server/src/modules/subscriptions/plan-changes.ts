import { collectingStatuses, endedStatuses } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { PaymentProvider, RequestOptions, Subscription } from '../../platform/payments/index.js';
import { storedStatusOf } from './subscription-status.js';

const texts = messages.subscriptions.admin;
const COLLECTING = collectingStatuses;
const ENDED = endedStatuses;

export type SubscriptionChange = 'pause' | 'resume' | 'cancel' | 'cancel-at-period-end' | 'reactivate';

interface ChangeRule {
  /** Whether the plan may be changed so from where it is. */
  allowed: (live: Subscription, status: string) => boolean;
  /** Where the change leaves a plan: asked again there, it answers as it is (a retry is once). */
  done: (live: Subscription, status: string) => boolean;
  make: (provider: PaymentProvider, id: string, options: RequestOptions) => Promise<Subscription>;
  /** The audit log's name for it, when staff make it. */
  audit: string;
}

/** The state changes of a payment plan: who may make them is the caller's rule, where from is this table's. */
const CHANGES: Record<SubscriptionChange, ChangeRule> = {
  pause: {
    allowed: (_, status) => COLLECTING.includes(status),
    done: (_, status) => status === 'paused',
    make: (provider, id, options) =>
      provider.subscriptions.update(id, { pause_collection: { behavior: 'void' } }, options),
    audit: 'subscription.paused',
  },
  resume: {
    allowed: (_, status) => status === 'paused',
    done: (_, status) => COLLECTING.includes(status),
    make: (provider, id, options) => provider.subscriptions.update(id, { pause_collection: '' }, options),
    audit: 'subscription.resumed',
  },
  cancel: {
    allowed: (_, status) => [...COLLECTING, 'paused', 'incomplete'].includes(status),
    done: (_, status) => ENDED.includes(status),
    make: (provider, id, options) =>
      provider.subscriptions.cancel(id, { ...options, idempotencyKey: `staff-cancel:${id}` }),
    audit: 'subscription.cancelled',
  },
  'cancel-at-period-end': {
    allowed: (_, status) => [...COLLECTING, 'paused'].includes(status),
    done: (live, status) => live.cancel_at_period_end && !ENDED.includes(status),
    make: (provider, id, options) => provider.subscriptions.update(id, { cancel_at_period_end: true }, options),
    audit: 'subscription.cancel_scheduled',
  },
  reactivate: {
    allowed: (live, status) => live.cancel_at_period_end && !ENDED.includes(status),
    done: (live, status) => !live.cancel_at_period_end && !ENDED.includes(status),
    make: (provider, id, options) => provider.subscriptions.update(id, { cancel_at_period_end: false }, options),
    audit: 'subscription.reactivated',
  },
};

/** Whether the plan, as the provider has it, can be changed so (or already is). */
export const canChangePlan = (live: Subscription, change: SubscriptionChange): boolean => {
  const status = storedStatusOf(live);
  return CHANGES[change].done(live, status) || CHANGES[change].allowed(live, status);
};

/**
 * Makes the change at the provider. The provider is read first, so a change already made (a retry,
 * or a webhook not yet seen) is answered as it is, not made again; a change the plan's state does
 * not allow answers 409. Answers the plan as it now is, its status before, and whether this call changed it.
 */
export async function changePlanAtProvider(
  provider: PaymentProvider,
  providerId: string,
  options: RequestOptions,
  change: SubscriptionChange,
): Promise<
  | { live: Subscription; from: string; changed: false }
  | { live: Subscription; from: string; changed: true; audit: string }
> {
  const live = await provider.subscriptions.retrieve(providerId, options);
  const from = storedStatusOf(live);
  const rule = CHANGES[change];
  if (rule.done(live, from)) return { live, from, changed: false };
  if (!rule.allowed(live, from))
    throw new AppError('CONFLICT', texts.notChangeable(texts.statuses[from]?.toLowerCase() ?? from));
  return { live: await rule.make(provider, providerId, options), from, changed: true, audit: rule.audit };
}
