/**
 * What an email provider's event does to an address (docs/messaging.md, "Bounces and complaints"). A permanent
 * (hard) bounce or a complaint (the person marked a club's email as spam) suppresses the address: no email of any
 * kind reaches it again, service ones too, until the person's address changes (suppression is kept per address). A
 * transient (soft) bounce (a full mailbox, a server down) suppresses nothing: the next message tries again.
 */
export const emailEventTypes = ['bounce', 'complaint'] as const;
export type EmailEventType = (typeof emailEventTypes)[number];

export const bounceTypes = ['permanent', 'transient'] as const;
export type BounceType = (typeof bounceTypes)[number];

/** Why an address is suppressed; the left-out reason a message names for it. */
export const emailSuppressionReasons = ['bounced', 'complained'] as const;
export type EmailSuppressionReason = (typeof emailSuppressionReasons)[number];

/** The suppression an event records, or null for one that records none (a transient bounce). */
export function suppressionOf(event: { type: EmailEventType; bounceType?: BounceType }): EmailSuppressionReason | null {
  if (event.type === 'complaint') return 'complained';
  return event.bounceType === 'permanent' ? 'bounced' : null;
}
