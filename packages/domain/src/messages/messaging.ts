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
    // The composer.
    composeTitle: (audience: string) => `Message ${audience}`,
    runAudience: (className: string) => `families of ${className}`,
    termAudience: (termName: string) => `families booked in ${termName}`,
    campAudience: (campName: string) => `families booked on ${campName}`,
    personAudience: (name: string) => name,
    campWeekAudience: (campName: string, weekName: string) => `families booked on ${campName}, ${weekName}`,
    campDayAudience: (campName: string, day: string) => `families booked on ${campName} on ${day}`,
    waitingListAudience: (className: string) => `families on the waiting list for ${className}`,
    dateRangeAudience: (from: string, to: string) => `families with a session from ${from} to ${to}`,
    contactsAudience: (among: string | null, search: string | null) =>
      `contacts${among ? ` ${among}` : ''}${search ? ` matching '${search}'` : ''}`,
    contactsAmong: {
      termId: (name: string) => `booked in ${name}`,
      runId: (name: string) => `booked on ${name}`,
      campId: (name: string) => `booked on ${name}`,
      campWeekId: (name: string) => `booked on ${name}`,
    },
    dateRange: {
      'before-from': 'must be on or after the first day',
      'over-a-year': 'must be at most a year after the first day',
    },
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
      counts: 'Sent / queued / failed / left out',
    },
    logCounts: (sent: number, queued: number, failed: number, leftOut: number) =>
      `${sent} / ${queued} / ${failed} / ${leftOut}`,
    messageFamilies: 'Message families',
    messageWaitingFamilies: 'Message waiting families',
    messageContacts: 'Message these contacts',
    messageDay: 'Message this day’s families',
    newMessage: 'New message',
    audienceLegend: 'To',
    dateRangeOption: 'Everyone with a session between two dates',
    dateFrom: 'From',
    dateTo: 'To',
    dateRangeHint: 'Both days included, at most a year apart.',
    otherAudiences:
      'To message a class, its waiting list, a term, a camp, a week or a day, open it in the schedule or its register; to message contacts, filter the contacts list.',
    backToContacts: 'Back to contacts',
    backToMessages: 'Back to messages',
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
