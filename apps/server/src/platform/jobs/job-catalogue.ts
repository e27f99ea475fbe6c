import type { MessageAudience } from '@clubroom/domain/api';
import type { MailMessage } from '../mail/mailer.js';
import type { SmsMessage } from '../sms/sms-sender.js';

/**
 * Every job the app runs, by name, with the payload it carries: JSON only (strings, numbers,
 * booleans, arrays, plain objects), as it is stored in the job table until a worker takes it.
 */
export interface JobPayloads {
  /**
   * One email of the app's own, as the mailer sends it (modules/messaging/app-emails.ts: suppressions, the inbox);
   * never with attachments (their bytes are no JSON: a club's message sends its files from its deliver job).
   */
  'send-email': Omit<MailMessage, 'attachments'>;
  /** One SMS, as the SMS sender sends it (platform/jobs/send-sms.job.ts): an invoice's. */
  'send-sms': SmsMessage;
  /**
   * A sign-in link or a password reset asked for by address (modules/auth/account-link.job.ts): the
   * person is looked up, and the link made and emailed, here rather than in the request, so the
   * answer takes the same time whether or not the address has an account.
   */
  'account-link-email': AccountLinkRequest;
  /** Tidies away a club's expired basket holds, queued once for each minute in which its holds expire (modules/booking). */
  'expire-holds': { clubId: number };
  /**
   * Queues `expire-holds` now for each club whose holds or offers are past their time by the app's clock and not yet
   * dealt with (modules/booking): a late or lost run caught up; on its schedule, and once as a process starts.
   */
  'sweep-holds': Record<string, never>;
  /** A payment provider's event, verified and recorded once (modules/payments): its payment is settled. */
  'payment-event': PaymentEvent;
  /** A payment's charge was refunded (modules/payments): refunds made at the provider's dashboard are recorded. */
  'provider-refunds': PaymentEvent;
  /** A payment's charge was refunded (modules/subscriptions): a plan payment's refunds are recorded for the figures. */
  'plan-refunds': PaymentEvent;
  /** Payments whose outcome may be unknown (a crash, a lost event) are settled by asking the provider. */
  'reconcile-payments': Record<string, never>;
  /** A provider event about a subscription or its invoice (modules/subscriptions): its stored status is refreshed. */
  'subscription-event': SubscriptionEvent;
  /**
   * Places were cancelled (modules/booking): the payment plan of each order with run places among them stops
   * charging for them; a parent's own cancel (`parentCancel`, its booking) is refunded as the club's policy says,
   * and emailed (modules/subscriptions).
   */
  'places-cancelled': { clubId: number; orderIds: number[]; parentCancel?: { bookingRef: string } };
  /**
   * A few minutes after a payment's first refund not yet emailed (modules/payments): one email lists every refund of
   * the order made since the last email, so thirty refunds in a row are one email.
   */
  'refund-email': { clubId: number; paymentId: number; orderUuid: string };
  /**
   * A club's message sent now (modules/messaging): its recipients found, stored once, and their batches queued.
   * `audience`: whom it goes to as composed (a date range, a contacts list's filter: more than the message row's
   * kind and id say); absent (a job queued before it was carried), the row's.
   */
  'message-expand': { clubId: number; messageId: number; audience?: MessageAudience };
  /**
   * One batch of a message's recipients (modules/messaging): each pending channel sent and marked, once. `channels`:
   * only those (an SMS batch waits for the end of the quiet hours while the emails go); absent, every channel.
   */
  'message-deliver': { clubId: number; messageId: number; recipientIds: number[]; channels?: ('email' | 'sms')[] };
  /**
   * Every ten minutes (its schedule; modules/messaging): each club with reminders on reminds the families booked on
   * its sessions and camp days starting within its hours, once a family a day, as a message through the batches.
   */
  'message-reminders': Record<string, never>;
  /**
   * Hourly (its schedule; modules/messaging): drafts' attachments no message took, uploaded over a day ago, are
   * removed, their stored files and their rows.
   */
  'message-attachments-sweep': Record<string, never>;
  /**
   * The club cancelled one session of a run, or undid that (modules/admin-schedule): the families booked on it are
   * emailed, and a cancel gives back each place's share of its price as the club's cancellation policy says.
   */
  'run-session-changed': { clubId: number; sessionId: number; change: 'cancelled' | 'restored' };
  /**
   * A provider event about the platform's own subscriptions (a club paying the platform; no connected account):
   * the checkout session completed, or the subscription or its invoice changed (modules/platform-subscription).
   */
  'platform-subscription-event': {
    eventId: string;
    type: string;
    subscriptionId: string | null;
    sessionId: string | null;
  };
  /** Lapsed clubs' reminders and read-only notices, each once (modules/platform-subscription). */
  'platform-subscription-reminders': Record<string, never>;
  /**
   * A priority offer's reminder before its deadline (modules/auto-enrol), due `at` (ISO 8601): emailed only while the
   * offer is pending, and not before it is due.
   */
  'priority-offer-reminder': { offerId: number; at: string };
  /**
   * A trophy was awarded (modules/trophies), a minute or so ago: its family is emailed, unless the coach took it
   * back meanwhile (the award is gone).
   */
  'trophy-award-email': { clubId: number; awardId: number; origin: string; clubName: string };
}

/** What a provider event says about a payment: which PaymentIntent, on which connected account. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  intentId: string;
  account: string | null;
}

/** What a provider event says about a subscription: which one, on which connected account, and which invoice. */
export interface SubscriptionEvent {
  eventId: string;
  type: string;
  subscriptionId: string;
  account: string | null;
  /** The invoice an `invoice.*` event is about (absent from jobs queued before it was carried). */
  invoiceId?: string | null;
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
  // One provider call (20 s a try, the SDK's 429 retries within it).
  'send-sms': { retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 300 },
  // Database work only: retried sooner; the email it causes is a job of its own.
  'account-link-email': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 60 },
  // One delete; expiry itself is a time every query compares, so a late run overbooks nobody.
  'expire-holds': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 60 },
  // Two reads and one transaction queuing the runs: the next sweep (five minutes on) catches what this one missed.
  'sweep-holds': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 120 },
  // Provider calls and short transactions; a refund it causes is idempotent, so a retry is safe.
  'payment-event': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Two provider reads and a short transaction a refund, each recorded once: safe to repeat.
  'provider-refunds': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  'plan-refunds': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Another one comes along every minute (its schedule): no need to retry this one for long.
  'reconcile-payments': { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 300 },
  // As a payment's event: provider calls and short transactions, each safe to repeat.
  'subscription-event': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Provider calls, each made once (the plan read first; a refund under its key): safe to repeat.
  'places-cancelled': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Short transactions; the email it queues is a job of its own, and the refunds it lists are marked in the same one.
  'refund-email': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 60 },
  // One transaction (the recipients and their batches' jobs): retried soon, done once (the message row's status).
  'message-expand': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 300 },
  // 100 sends, each marked as it goes: a retry sends only what is still pending (5 attempts: MAX_DELIVERY_ATTEMPTS).
  'message-deliver': { retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 900 },
  // One short transaction a club, each reminder stored once by its key: the next run (ten minutes on) picks up the rest.
  'message-reminders': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 300 },
  // Batches of removals, each safe to repeat: the next hour's run picks up what this one missed.
  'message-attachments-sweep': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 300 },
  // Provider calls (each refund under its key, each credit once by its source) and one transaction of emails.
  'run-session-changed': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Provider reads and one short transaction, safe to repeat.
  'platform-subscription-event': { retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 120 },
  // The next hour's run picks up what this one missed; each email counted once in its transaction.
  'platform-subscription-reminders': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 300 },
  // One read and one email's job, recorded once.
  'priority-offer-reminder': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 60 },
  // One read and one transaction queuing the email (a job of its own): safe to repeat, done once (oncePerJob).
  'trophy-award-email': { retryLimit: 4, retryDelaySeconds: 5, expireInSeconds: 60 },
};

export const jobNames = Object.keys(jobPolicies) as JobName[];

/**
 * Jobs queued on a schedule (cron, in UTC) by pg-boss's timekeeper, which runs in every process that
 * runs jobs and queues each due job once whichever of them gets there first: never a timer per process.
 */
export const jobSchedules: Partial<Record<JobName, string>> = {
  // Quick when nothing is unsettled; a payment waits at most a minute or two for its turn.
  'reconcile-payments': '* * * * *',
  // A lapse's emails fall on whole days after it: hourly is soon enough.
  'platform-subscription-reminders': '7 * * * *',
  // A reminder goes at most ten minutes after its time (N hours before the family's first session of the day).
  'message-reminders': '*/10 * * * *',
  // A draft's files are kept a day: an hour more or less before they go matters to nobody.
  'message-attachments-sweep': '23 * * * *',
  // A hold's own expiry run is queued for its minute; this catches one that is late or lost.
  'sweep-holds': '*/5 * * * *',
};

/**
 * Scheduled jobs also queued once as a process that runs jobs starts: what fell due while none ran (or by a clock
 * set ahead, CLOCK_START) is caught up at once, not at the next tick of the schedule.
 */
export const jobsAtStart: (keyof typeof jobSchedules)[] = ['sweep-holds'];
