import { ukMobileToE164 } from './account.js';
import type { EmailSuppressionReason } from './email-events.js';

/**
 * Who a club's message reaches, channel by channel (UK PECR). A service message (about a booked class: a
 * cancellation, a change, an invoice, a reminder) goes to every family it is about; a marketing message only to
 * those who agreed to marketing and have not unsubscribed from the club on that channel. Nobody is sent an email at
 * an address that bounced or complained, or an SMS without a UK mobile or to a mobile that replied STOP (service
 * messages too).
 */
export const messagePurposes = ['service', 'marketing'] as const;
export type MessagePurpose = (typeof messagePurposes)[number];

export const messageChannels = ['email', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const leftOutReasons = [
  'no-mobile',
  'bounced',
  'complained',
  'unsubscribed',
  'no-marketing-consent',
  'sms-daily-cap',
  'quiet-hours',
] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];

/** What is known of one person that decides whether a message reaches them. */
export interface AudiencePerson {
  email: string;
  /** As stored (`07…`), or null. */
  mobile: string | null;
  /** The consent to marketing given at sign-up (or changed since on the account page). */
  marketingConsent: boolean;
  /** Unsubscribed from this club's marketing, per channel. */
  unsubscribed: ReadonlySet<MessageChannel>;
  /** The mobile replied STOP to the platform's SMS sender: no SMS of any kind until it replies START. */
  smsStopped: boolean;
  /** The email address is suppressed (it bounced for good, or its owner complained) until the address changes. */
  emailSuppressed: EmailSuppressionReason | null;
}

export type ChannelDecision =
  | { channel: MessageChannel; included: true; address: string }
  | { channel: MessageChannel; included: false; reason: LeftOutReason };

/** Whether one channel reaches the person, and where (an SMS: E.164), or why not. */
export function decideChannel(
  person: AudiencePerson,
  channel: MessageChannel,
  purpose: MessagePurpose,
): ChannelDecision {
  const address = channel === 'email' ? person.email : person.mobile && ukMobileToE164(person.mobile);
  if (!address) return { channel, included: false, reason: 'no-mobile' };
  if (channel === 'email' && person.emailSuppressed)
    return { channel, included: false, reason: person.emailSuppressed };
  if (channel === 'sms' && person.smsStopped) return { channel, included: false, reason: 'unsubscribed' };
  if (purpose === 'marketing') {
    if (person.unsubscribed.has(channel)) return { channel, included: false, reason: 'unsubscribed' };
    if (!person.marketingConsent) return { channel, included: false, reason: 'no-marketing-consent' };
  }
  return { channel, included: true, address };
}

/** Each chosen channel's decision for the person, in the order given. */
export const decideChannels = (
  person: AudiencePerson,
  channels: readonly MessageChannel[],
  purpose: MessagePurpose,
): ChannelDecision[] => channels.map((channel) => decideChannel(person, channel, purpose));

/**
 * The audiences a coach may message (their own classes and camps, and a class's waiting list: the server checks
 * they coach it); a term, a date range or chosen contacts are the organisers'.
 */
export const coachAudienceKinds = ['run', 'waitingList', 'camp', 'campWeek', 'campDay'] as const;
export const coachMayMessage = (kind: string): boolean => (coachAudienceKinds as readonly string[]).includes(kind);

/** The last day a date range starting `from` (YYYY-MM-DD) may end: the same date a year on. */
const aYearOn = (from: string) => `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;

/**
 * What is wrong with a message's date range (YYYY-MM-DD, club time zone, both days included), as the field to name
 * and why; null when it is fine: `to` on or after `from`, and at most a year after it.
 */
export function dateRangeIssue(
  from: string,
  to: string,
): { field: 'to'; problem: 'before-from' | 'over-a-year' } | null {
  if (to < from) return { field: 'to', problem: 'before-from' };
  if (to > aYearOn(from)) return { field: 'to', problem: 'over-a-year' };
  return null;
}
