import type { LeftOutReason, MessageChannel, MessagePurpose } from '../rules/message-audience.js';
import type { MergeField } from '../rules/message-merge.js';

/** Messages from a club to its families (docs/messaging.md): the composer, its preview, the log and the inbox. */
export const messagingMessages = {
  messaging: {
    channel: { email: 'Email', sms: 'SMS' } satisfies Record<MessageChannel, string>,
    purpose: {
      service: 'Service message (about a booked class: goes to every family)',
      marketing: 'Marketing message (only families who agreed to marketing)',
    } satisfies Record<MessagePurpose, string>,
    purposeShort: { service: 'Service', marketing: 'Marketing' } satisfies Record<MessagePurpose, string>,
    leftOut: {
      'no-mobile': 'No mobile number',
      bounced: 'Address bounced',
      unsubscribed: 'Unsubscribed',
      'no-marketing-consent': 'No consent to marketing',
    } satisfies Record<LeftOutReason, string>,
    mergeField: {
      parentFirstName: "Parent's first name",
      childFirstName: "Child's first name",
      className: 'Class',
      venue: 'Venue',
      nextSession: 'Next session',
      clubName: 'Club name',
    } satisfies Record<MergeField, string>,
    // Validation (named by field).
    unknownField: (names: string) => `has merge fields we do not know: ${names}`,
    subjectRequired: 'is required for an email',
    smsTooLong: (max: number) => `is too long for an SMS: at most ${max} parts`,
    smsNotSupported: "SMS is not available in your club's region",
    oneChannel: 'choose email, SMS or both',
    coachOwnRuns: 'Coaches can message only the families of the classes and camps they coach.',
    coachServiceOnly: 'Coaches can send only service messages (about the class).',
    tooManyMessages: (perHour: number) =>
      `Your club has sent ${perHour} messages in the last hour. Please wait a while before sending another.`,
    smsDailyCapReached: (cap: number, left: number, wanted: number) =>
      `Your club sends at most ${cap} SMS a day (its daily SMS cap): ${left} ${left === 1 ? 'is' : 'are'} left today and this message would send ${wanted}. Send it by email, or tomorrow.`,
    urgentOrganisersOnly: 'Only organisers can send an urgent message during the quiet hours.',
    urgentServiceOnly: 'Only a service message (a cancellation, a change) can be urgent.',
    // The composer.
    composeTitle: (audience: string) => `Message ${audience}`,
    runAudience: (className: string) => `families of ${className}`,
    termAudience: (termName: string) => `families booked in ${termName}`,
    campAudience: (campName: string) => `families booked on ${campName}`,
    personAudience: (name: string) => name,
    channelsLegend: 'Send by',
    purposeLegend: 'Kind of message',
    subjectLabel: 'Subject',
    bodyLabel: 'Message',
    mergeFieldsHint: 'Merge fields: each family reads their own.',
    insertField: (label: string) => `Insert ${label}`,
    previewButton: 'Preview',
    previewTitle: 'Preview',
    previewFor: (name: string) => `As ${name} will read it`,
    noRecipients: 'Nobody to send this to: no family is booked.',
    smsSegments: (segments: number, characters: number, encoding: string) =>
      `SMS: ${characters} characters, ${segments} ${segments === 1 ? 'part' : 'parts'} (${encoding})`,
    smsQuietHours: (when: string) => `No SMS is sent between 9 pm and 8 am: the SMS will go ${when}.`,
    smsUrgent: 'Urgent: the SMS go now, even in the quiet hours.',
    urgentLabel: 'Urgent (a cancellation): send the SMS now, even between 9 pm and 8 am',
    smsLeftToday: (left: number, cap: number) => `${left} of the club's ${cap} SMS a day left today.`,
    recipientsTitle: 'Recipients',
    recipientsCount: (email: number, sms: number, leftOut: number) =>
      `${email} by email, ${sms} by SMS, ${leftOut} left out`,
    included: 'Sent',
    editButton: 'Edit',
    sendButton: 'Send now',
    sending: 'Sending…',
    sent: (people: number) => `Message sent to ${people} ${people === 1 ? 'family' : 'families'}.`,
    // The log.
    logTitle: 'Messages',
    logLink: 'See every message sent',
    logEmpty: 'No messages sent yet.',
    logColumns: {
      message: 'Message',
      author: 'Sent by',
      audience: 'To',
      time: 'When',
      counts: 'Sent / delivered / queued / failed / left out',
    },
    logCounts: (sent: number, delivered: number, queued: number, failed: number, leftOut: number) =>
      `${sent} / ${delivered} / ${queued} / ${failed} / ${leftOut}`,
    // The club's messaging settings.
    settingsTitle: 'SMS settings',
    smsDailyCapLabel: 'Daily SMS cap',
    smsDailyCapHint: "The most SMS your club's messages may send in one day. Invoice SMS are not counted.",
    saveSettings: 'Save',
    settingsSaved: 'Saved.',
    messageFamilies: 'Message families',
    backToRegister: 'Back to the register',
    backToContact: 'Back to the contact',
    messagePerson: 'Send a message',
    // Unsubscribing from a club's marketing (RFC 8058 one click, or the email's link to its page).
    unsubscribeFooter: (clubName: string, url: string) =>
      `You get this because you agreed to hear from ${clubName}. To unsubscribe from its marketing emails: ${url}`,
    unsubscribeTitle: 'Unsubscribe from marketing emails',
    unsubscribeIntro: 'Stop marketing emails from this club. Messages about your bookings still reach you.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: (clubName: string) => `You are unsubscribed: ${clubName} will send you no more marketing emails.`,
    // The account page: the club's marketing, per channel.
    clubMarketingTitle: (clubName: string) => `Marketing from ${clubName}`,
    clubMarketingHint: 'Messages about your bookings still reach you whatever you choose here.',
    clubMarketingEmail: 'Marketing emails',
    clubMarketingSms: 'Marketing text messages (SMS)',
    // The parent's inbox.
    inboxTitle: 'Messages',
    inboxLink: (unread: number) => (unread > 0 ? `Messages (${unread} unread)` : 'Messages'),
    inboxEmpty: 'No messages yet.',
    unread: 'Unread',
    from: (clubName: string) => `From ${clubName}`,
    newer: 'Newer',
    older: 'Older',
  },
} as const;
