import type { MailMessage } from '../mail/mailer.js';

/**
 * Every job the app runs, by name, with the payload it carries: JSON only (strings, numbers,
 * booleans, arrays, plain objects), as it is stored in the job table until a worker takes it.
 */
export interface JobPayloads {
  /** One email, as the mailer sends it (platform/jobs/send-email.job.ts). */
  'send-email': MailMessage;
  /**
   * A sign-in link or a password reset asked for by address (modules/auth/account-link.job.ts): the
   * person is looked up, and the link made and emailed, here rather than in the request, so the
   * answer takes the same time whether or not the address has an account.
   */
  'account-link-email': AccountLinkRequest;
  /** Tidies away a club's expired basket holds, enqueued to start when a hold expires (modules/booking). */
  'expire-holds': { clubId: number };
  /** A payment provider's event, verified and recorded once (modules/payments): its payment is settled. */
  'payment-event': PaymentEvent;
  /** Payments whose outcome may be unknown (a crash, a lost event) are settled by asking the provider. */
  'reconcile-payments': Record<string, never>;
  /** A provider event about a subscription or its invoice (modules/payments): its stored status is refreshed. */
  'subscription-event': SubscriptionEvent;
  /**
   * Places were cancelled (modules/booking): the payment plan of each order with run places among them stops
   * charging for them; a parent's own cancel (`parentCancel`, its booking) is refunded or told as the club's
   * policy says (modules/payments).
   */
  'places-cancelled': { clubId: number; orderIds: number[]; parentCancel?: { bookingRef: string } };
}

/** What a provider event says about a payment: which PaymentIntent, on which connected account. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  intentId: string;
  account: string | null;
}

/** What a provider event says about a subscription: which one, on which connected account. */
export interface SubscriptionEvent {
  eventId: string;
  type: string;
  subscriptionId: string;
  account: string | null;
}

/** What a request for an emailed link knew: the address, the kind of link, and the club's site it is for. */
export interface AccountLinkRequest {
  kind: 'magic-link' | 'password-reset';
  email: string;
  /** Where a sign-in link leads once used (a path on the site). */
  next?: string;
  /** The club's site (or the platform's): its origin for the link, its id and name for the token and the email. */
  origin: string;
  clubId: number | null;
  clubName: string;
}

export type JobName = keyof JobPayloads;

export interface JobPolicy {
  /** Attempts after the first one fails. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** An attempt still running after this long is failed, and retried. */
  expireInSeconds: number;
}

export const jobPolicies: Record<JobName, JobPolicy> = {
  // 5 attempts over 7½ to 15 minutes. An attempt may run 15 minutes: longer than nodemailer's own
  // timeouts, so an attempt is never retried while its message is still being sent.
  'send-email': { retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 900 },
  // Database work only: retried sooner; the email it causes is a job of its own.
  'account-link-email': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 60 },
  // One delete; expiry itself is a time every query compares, so a late run overbooks nobody.
  'expire-holds': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 60 },
  // Provider calls and short transactions; a refund it causes is idempotent, so a retry is safe.
  'payment-event': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Another one comes along every minute: no need to retry this one for long.
  'reconcile-payments': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300 },
  // As a payment's event: provider calls and short transactions, each safe to repeat.
  'subscription-event': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Provider calls, each made once (the plan read first; a refund under its key): safe to repeat.
  'places-cancelled': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
};

export const jobNames = Object.keys(jobPolicies) as JobName[];
