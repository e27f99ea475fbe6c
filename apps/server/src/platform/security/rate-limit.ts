import { isIPv6 } from 'node:net';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../errors.js';
import type { KnownDevice } from './known-device.js';
import { sha256 } from './tokens.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export interface RateLimit {
  /** What is limited, e.g. 'sign-in'. */
  name: string;
  /** Attempts per account (email, or the signed-in person) in a window; see AccountRateLimit for the routes that use one. */
  limit: number;
  /**
   * Attempts per address (IP) in a window: higher, because a school, an office or a mobile
   * network puts many honest people behind one address.
   */
  perAddress: number;
  windowSeconds: number;
  /** The 429's words for the minutes left; by default 'Too many attempts. Please wait N minutes and try again.' */
  message?: RateLimitMessage;
}

/**
 * A limit on attempts at one account that a stranger cannot turn against the account's owner:
 * `limit` counts the account's attempts from one address (or from one device the account signed
 * in on before), so attempts from elsewhere never use up the owner's; `perAccount` is the
 * backstop, counting the attempts from every address together (a known device's are not counted).
 */
export interface AccountRateLimit extends RateLimit {
  perAccount: { limit: number; windowSeconds: number };
}

/** Sign-in and email-sending routes, per account (email, or the signed-in person) and per address (IP). */
export const RATE_LIMITS = {
  signIn: {
    name: 'sign-in',
    limit: 10,
    perAddress: 50,
    windowSeconds: 15 * 60,
    perAccount: { limit: 100, windowSeconds: 60 * 60 },
  },
  magicLink: {
    name: 'magic-link',
    limit: 5,
    perAddress: 25,
    windowSeconds: 60 * 60,
    perAccount: { limit: 20, windowSeconds: 60 * 60 },
  },
  verificationCode: { name: 'verification-code', limit: 10, perAddress: 50, windowSeconds: 15 * 60 },
  passwordReset: {
    name: 'password-reset',
    limit: 5,
    perAddress: 25,
    windowSeconds: 60 * 60,
    perAccount: { limit: 20, windowSeconds: 60 * 60 },
  },
  emailStatus: { name: 'email-status', limit: 30, perAddress: 150, windowSeconds: 15 * 60 },
  signUp: { name: 'sign-up', limit: 10, perAddress: 50, windowSeconds: 60 * 60 },
  /** Per organiser (`user:` subject) rather than per invited address, so the route cannot be used to spam. */
  staffInvite: { name: 'staff-invite', limit: 50, perAddress: 250, windowSeconds: 60 * 60 },
  /** Creating a club, per person (`user:` subject) and per address. */
  newClub: { name: 'new-club', limit: 5, perAddress: 25, windowSeconds: 60 * 60 },
  /** Asking to hear when a country is fully supported: per address typed, and per address (IP). */
  betaCountrySignUp: { name: 'beta-country', limit: 5, perAddress: 25, windowSeconds: 60 * 60 },
  /** Children a parent adds (`user:`), so one family cannot add dozens to hold a class's places. */
  childAdd: { name: 'child-add', limit: 10, perAddress: 50, windowSeconds: 60 * 60 },
  /** Refunds made, per order (`order:`) and per address: each emails the parent. */
  refunds: { name: 'refund', limit: 5, perAddress: 60, windowSeconds: 60 * 60 },
  /** Reminders to set up a payment plan, per plan (`subscription:`): one a day, each emailing the parent. */
  planPrompt: {
    name: 'plan-prompt',
    limit: 1,
    perAddress: 100,
    windowSeconds: 24 * 60 * 60,
    message: messages.subscriptions.admin.promptLimited,
  },
  /**
   * Calendar feeds read: a family's per link (`feed:`), as calendar apps poll it every few minutes at most; a club's
   * public timetable per address. Generous: they cap what one scraper costs, not what honest apps do.
   */
  calendarFeed: { name: 'calendar-feed', limit: 120, perAddress: 600, windowSeconds: 60 * 60 },
  /** A club's open-data feed, per address: an aggregator pages through it, then polls its last page. */
  openData: { name: 'open-data', limit: 1200, perAddress: 1200, windowSeconds: 60 * 60 },
  /**
   * The schedule page's analytics events, per address: a family's busy visit sends tens; a school's shared address a
   * few hundred. Over it the events are refused (429) and nothing is counted: a flood cannot inflate a club's figures.
   */
  scheduleAnalytics: { name: 'schedule-analytics', limit: 600, perAddress: 600, windowSeconds: 60 * 60 },
  /** Discount codes tried that are not the club's (guessing), per family (`user:`) and address. */
  discountCodeGuesses: { name: 'discount-code-guess', limit: 10, perAddress: 50, windowSeconds: 60 * 60 },
  /**
   * Declined cards (card testing), paying or saving a card: only declines count, per account (`user:`), per order
   * (`order:`, the same limit) and per address.
   */
  cardDeclines: {
    name: 'card-declines',
    limit: 10,
    perAddress: 30,
    windowSeconds: 60 * 60,
    message: messages.paymentOutcomes.tooManyDeclines,
  },
} satisfies Record<string, RateLimit | AccountRateLimit>;

/**
 * The address an attempt is counted under. An IPv6 address counts by its /64: a home or a phone is
 * given a whole /64 and could otherwise use a new address for every attempt.
 */
function countedAddress(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail] = address.split('::');
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The counter's key; a long subject (an email can be 254 characters) is hashed so keys never collide by truncation. */
const keyOf = (limit: RateLimit, subject: string) => {
  const key = `${limit.name}:${subject}`;
  return key.length <= 200 ? key : `${limit.name}:sha256:${sha256(subject)}`;
};

/** A limit's message for the time left (minutes), as a 429 says it. */
export type RateLimitMessage = (minutes: number) => string;

/** The 429 for a counter at `windowStart` in a window of `windowSeconds`, saying how long is left (also in Retry-After). */
function refusal(windowStart: Date, windowSeconds: number, now: Date, message: RateLimitMessage): AppError {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return new AppError('RATE_LIMITED', message(Math.ceil(retryAfterSeconds / 60)), undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

/** Counts one hit on a counter; the 429 to answer when it is now over `max`, else null. */
async function hit(
  repo: RateLimitRepository,
  key: string,
  max: number,
  windowSeconds: number,
  now: Date,
): Promise<AppError | null> {
  const { count, windowStart } = await repo.hit(key, windowSeconds, now);
  return count <= max ? null : refusal(windowStart, windowSeconds, now, messages.rateLimited);
}

/** A subject's counter: its key, and its limit (an address's `perAddress`, any other subject's `limit`). */
function counterOf(limit: RateLimit, subject: string): { key: string; max: number } {
  const byAddress = subject.startsWith('ip:');
  const counted = byAddress ? `ip:${countedAddress(subject.slice('ip:'.length))}` : subject;
  return { key: keyOf(limit, counted), max: byAddress ? limit.perAddress : limit.limit };
}

/**
 * Counts one attempt against each subject (e.g. `ip:1.2.3.4`, `email:a@b.c`) and answers 429 with
 * a clear message once any of them is over its limit, saying how long until the window ends
 * (also in Retry-After). Counters live in the database, so every server process shares them.
 */
export async function enforceRateLimit(
  repo: RateLimitRepository,
  limit: RateLimit,
  subjects: string[],
  now: Date,
): Promise<void> {
  for (const subject of subjects) {
    const { key, max } = counterOf(limit, subject);
    const refused = await hit(repo, key, max, limit.windowSeconds, now);
    if (refused) throw refused;
  }
}

/** Which attempts a counted limit counts: those failing with an error it names, and those answering a value it names. */
export interface Counted<T> {
  failures?: (error: unknown) => boolean;
  values?: (value: T) => boolean;
}

/**
 * A limit on some attempts only (declined cards; children added; unknown discount codes): while any subject has `limit` of
 * them in the window (an address `perAddress`), the attempt is refused with 429 before `work`
 * runs; otherwise `work` runs, and its outcome, when `counted`, is counted against every subject.
 * An attempt that is not counted (a good card; input refused) costs nothing.
 */
export async function limitCounted<T>(
  repo: RateLimitRepository,
  limit: RateLimit,
  subjects: string[],
  clock: () => Date,
  counted: Counted<T>,
  work: () => Promise<T>,
): Promise<T> {
  const counters = subjects.map((subject) => counterOf(limit, subject));
  const now = clock();
  for (const { key, max } of counters) {
    const seen = await repo.peek(key, limit.windowSeconds, now);
    if (seen && seen.count >= max)
      throw refusal(seen.windowStart, limit.windowSeconds, now, limit.message ?? messages.rateLimited);
  }
  const count = async () => {
    for (const { key } of counters) await repo.hit(key, limit.windowSeconds, clock());
  };
  try {
    const value = await work();
    if (counted.values?.(value)) await count();
    return value;
  } catch (error) {
    if (counted.failures?.(error)) await count();
    throw error;
  }
}

/** An attempt at an account: from an address, perhaps from a device that accounts signed in on before. */
export interface AccountAttempt {
  email: string;
  ip: string;
  device: KnownDevice | null;
}

/**
 * Counts an attempt at an account so that no stranger can use up its owner's: against the address
 * (its `perAddress`), then against the account from that address — or, from a device this account
 * signed in on before, from that device (its `limit`) — answering 429 over either. Then, except
 * from such a device, against the account's backstop (`perAccount`, every address together):
 * resolves to the 429 it gives when over, for the caller to answer (sign-in) or to act on
 * (an email is quietly not sent), else null.
 */
export async function enforceAccountRateLimit(
  repo: RateLimitRepository,
  limit: AccountRateLimit,
  { email, ip, device }: AccountAttempt,
  now: Date,
): Promise<{ overBackstop: AppError | null }> {
  const known = device?.knows(email) ? device : null;
  const fromWhere = known ? `device:${known.id}` : `ip:${countedAddress(ip)}`;
  await enforceRateLimit(repo, limit, [`ip:${ip}`, `email:${email}|${fromWhere}`], now);
  if (known) return { overBackstop: null };
  const { limit: max, windowSeconds } = limit.perAccount;
  return { overBackstop: await hit(repo, keyOf(limit, `email:${email}`), max, windowSeconds, now) };
}
