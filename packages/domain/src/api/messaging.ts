import { z } from 'zod';
import { messagingMessages } from '../messages/messaging.js';
import { dateRangeIssue, leftOutReasons, messageChannels, messagePurposes } from '../rules/message-audience.js';
import { bounceTypes, emailEventTypes } from '../rules/email-events.js';
import { unknownMergeFields } from '../rules/message-merge.js';
import { smsLength } from '../rules/sms-segments.js';
import { LOCAL_DATE_TIME, MAX_SCHEDULE_DAYS } from '../rules/message-schedule.js';
import { MAX_SMS_DAILY_CAP } from '../rules/sms-daily-cap.js';
import { MAX_REMINDER_HOURS, MIN_REMINDER_HOURS } from '../rules/message-reminders.js';
import { MAX_ID } from '../rules/ids.js';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_MAX_MB,
  MESSAGE_ATTACHMENTS_TOTAL_MAX_MB,
} from '../rules/message-attachments.js';
import { defineRoute } from './define-route.js';
import { idParam, idSchema, pathNumber } from './id.js';
import { idempotencyKeySchema } from './booking.js';
import {
  attributeValueNeedsId,
  contactsAttributeValueSchema,
  contactsSearchSchema,
  oneContactsFilter,
} from './contacts.js';
import { calendarDateSchema, emailSchema } from './people.js';

const words = messagingMessages.messaging;
const bodyId = z.number().int().min(1).max(MAX_ID);

/** The most SMS parts one message may take (as written, merge fields as they stand). */
export const MAX_SMS_SEGMENTS = 6;
export const MAX_SUBJECT_LENGTH = 150;
export const MAX_BODY_LENGTH = 5000;

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const messageText = () => z.string().refine((v) => !CONTROL_BUT_LINES.test(v), 'must not contain control characters');

/**
 * Who a message goes to: one person (a contact's page); the families booked on a run, a term's runs, a camp, one of
 * its weeks or days; a run's waiting list; everyone with a session between two dates (club time zone, both days
 * included, at most a year); the contacts the contacts list's filters show (its place filter, contact attribute and search: the server applies them again, every page); or
 * contacts ticked one by one on that list (`chosen`).
 */
/** The most contacts an organiser ticks one by one for one message (more: the list's filter). */
export const MAX_CHOSEN_CONTACTS = 500;

export const messageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), personId: bodyId }),
  z.object({ kind: z.literal('run'), runId: bodyId }),
  z.object({ kind: z.literal('term'), termId: bodyId }),
  z.object({ kind: z.literal('camp'), campId: bodyId }),
  z.object({ kind: z.literal('campWeek'), campWeekId: bodyId }),
  z.object({ kind: z.literal('campDay'), campDayId: bodyId }),
  z.object({ kind: z.literal('waitingList'), runId: bodyId }),
  z
    .object({
      kind: z.literal('dateRange'),
      from: calendarDateSchema().describe('YYYY-MM-DD, club time zone: the first day'),
      to: calendarDateSchema().describe('YYYY-MM-DD, club time zone: the last day (at most a year after the first)'),
    })
    .superRefine((range, ctx) => {
      const issue = dateRangeIssue(range.from, range.to);
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: words.dateRange[issue.problem] });
    }),
  z
    .object({
      kind: z.literal('contacts'),
      termId: bodyId.optional(),
      runId: bodyId.optional(),
      campId: bodyId.optional(),
      campWeekId: bodyId.optional(),
      attributeId: bodyId.optional().describe('only contacts with a value of this contact attribute'),
      attributeValue: contactsAttributeValueSchema,
      search: contactsSearchSchema,
    })
    .superRefine(oneContactsFilter)
    .superRefine(attributeValueNeedsId),
  z.object({
    kind: z.literal('chosen'),
    personIds: z
      .array(bodyId)
      .min(1, 'choose at least one contact')
      .max(MAX_CHOSEN_CONTACTS, `at most ${MAX_CHOSEN_CONTACTS} contacts at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a contact')
      .describe("contacts ticked one by one on the contacts list (each must be the club's contact)"),
  }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

const draftFields = {
  audience: messageAudienceSchema,
  purpose: z.enum(messagePurposes),
  channels: z
    .array(z.enum(messageChannels))
    .min(1, words.oneChannel)
    .max(2)
    .refine((list) => new Set(list).size === list.length, 'must not repeat a channel'),
  subject: messageText()
    .trim()
    .max(MAX_SUBJECT_LENGTH, `must be at most ${MAX_SUBJECT_LENGTH} characters`)
    .refine((v) => !/[\r\n]/.test(v), 'must be one line')
    .default(''),
  body: messageText()
    .trim()
    .min(1, 'is required')
    .max(MAX_BODY_LENGTH, `must be at most ${MAX_BODY_LENGTH} characters`),
  /** An organiser's urgent service message (a cancellation): its SMS go now, even in the quiet hours. */
  urgent: z.boolean().default(false),
  attachmentIds: z
    .array(bodyId)
    .max(MAX_MESSAGE_ATTACHMENTS, `must be at most ${MAX_MESSAGE_ATTACHMENTS} files`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a file')
    .default([])
    .describe(
      `files attached by \`POST /api/messaging/attachments\` (email only; at most ${MESSAGE_ATTACHMENTS_TOTAL_MAX_MB} MB in all)`,
    ),
};

/** The checks across fields: a subject for an email, known merge fields, an SMS not too long. */
const checkDraft = (
  draft: {
    channels: readonly string[];
    subject: string;
    body: string;
    purpose: string;
    urgent: boolean;
    attachmentIds: readonly number[];
  },
  ctx: z.RefinementCtx,
): void => {
  if (draft.attachmentIds.length > 0 && !draft.channels.includes('email'))
    ctx.addIssue({ code: 'custom', path: ['attachmentIds'], message: words.attachmentsEmailOnly });
  if (draft.urgent && draft.purpose !== 'service')
    ctx.addIssue({ code: 'custom', path: ['urgent'], message: words.urgentServiceOnly });
  if (draft.channels.includes('email') && !draft.subject)
    ctx.addIssue({ code: 'custom', path: ['subject'], message: words.subjectRequired });
  for (const key of ['subject', 'body'] as const) {
    const unknown = unknownMergeFields(draft[key]);
    if (unknown.length) ctx.addIssue({ code: 'custom', path: [key], message: words.unknownField(unknown.join(', ')) });
  }
  if (draft.channels.includes('sms') && smsLength(draft.body).segments > MAX_SMS_SEGMENTS)
    ctx.addIssue({ code: 'custom', path: ['body'], message: words.smsTooLong(MAX_SMS_SEGMENTS) });
};

/** A message as composed: its audience, kind, channels and words (merge fields as `{{parentFirstName}}`). */
export const messageDraftSchema = z.object(draftFields).superRefine(checkDraft);
export type MessageDraft = z.infer<typeof messageDraftSchema>;
export type MessageDraftInput = z.input<typeof messageDraftSchema>;

/** The preview step: the draft, and whose rendering to show (by default the first recipient). */
export const messagePreviewBodySchema = z
  .object({ ...draftFields, previewPersonId: bodyId.optional() })
  .superRefine(checkDraft);
/**
 * Sending: the draft as previewed, the composer's key (a double click or a retry sends once), and, to schedule it,
 * when: a club-local date and time (`2026-11-02T16:30`, the club's time zone), later than now and at most
 * MAX_SCHEDULE_DAYS days ahead (the server checks against its clock: 400 naming `body.sendAt`).
 */
export const messageSendBodySchema = z
  .object({
    ...draftFields,
    idempotencyKey: idempotencyKeySchema,
    sendAt: z
      .string()
      .regex(LOCAL_DATE_TIME, 'must be a date and time (YYYY-MM-DDTHH:MM)')
      .optional()
      .describe(`club-local date and time to send at, up to ${MAX_SCHEDULE_DAYS} days ahead; absent: send now`),
  })
  .superRefine(checkDraft);

const channelOutcomeSchema = z.object({
  channel: z.enum(messageChannels),
  included: z.boolean(),
  reason: z.enum(leftOutReasons).nullable().describe('why the person is left out on this channel; null when sent'),
});
export const messageRecipientPreviewSchema = z.object({
  personId: z.number(),
  name: z.string(),
  children: z.string().describe("the children the message is about, in words ('Amy and Ben'); '' for none"),
  channels: z.array(channelOutcomeSchema),
});
export const messagePreviewResponseSchema = z.object({
  audienceLabel: z.string(),
  previewFor: z.object({ personId: z.number(), name: z.string() }).nullable().describe('null: nobody to send to'),
  email: z.object({ subject: z.string(), text: z.string(), html: z.string() }).nullable(),
  sms: z
    .object({
      text: z.string(),
      encoding: z.enum(['GSM-7', 'UCS-2']),
      characters: z.number().int(),
      segments: z.number().int(),
      sendsAt: z
        .string()
        .nullable()
        .describe(
          'ISO 8601: when the SMS will go, sent now in the quiet hours (21:00–08:00 club time); null: at once (an urgent message too)',
        ),
      urgent: z.boolean().describe('the SMS go now even in the quiet hours (an organiser marked it urgent)'),
      leftToday: z.number().int().describe("how many more SMS the club's daily cap lets it send today"),
      dailyCap: z.number().int(),
      cost: z
        .object({
          perSegment: z.number().int().describe("one SMS part's price, minor units of currency (the region's price)"),
          currency: z.string().describe('ISO 4217'),
          segments: z.number().int().describe("parts sent in all: each recipient's own words' parts"),
          total: z.number().int().describe('perSegment × segments, minor units: what the club pays'),
        })
        .nullable()
        .describe("what the message's SMS cost the club (within today's cap); null where the region has no SMS price"),
    })
    .nullable(),
  recipients: z.array(messageRecipientPreviewSchema),
  counts: z.object({
    people: z.number().int(),
    email: z.number().int(),
    sms: z.number().int(),
    leftOut: z.number().int(),
  }),
});
export type MessagePreview = z.infer<typeof messagePreviewResponseSchema>;
export type MessageRecipientPreview = z.infer<typeof messageRecipientPreviewSchema>;

/** scheduled → queued (its time came) → sending → sent; or scheduled → cancelled. */
export const messageStatuses = ['scheduled', 'cancelled', 'queued', 'sending', 'sent'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageSendResponseSchema = z.object({
  messageId: z.number(),
  status: z.enum(messageStatuses),
  scheduledFor: z.string().nullable().describe('ISO 8601: when a scheduled message goes; null: now'),
});

/** A file attached to a message's email (a PDF or an image, its type judged by its content). */
export const messageAttachmentSchema = z.object({
  attachmentId: z.number(),
  name: z.string().describe("the name it is sent under, without its extension (the file's own, made safe)"),
  type: z.enum(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  size: z.number().int().describe('bytes'),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageLogEntrySchema = z.object({
  messageId: z.number(),
  subject: z.string(),
  excerpt: z.string().describe('the start of the message as written'),
  authorName: z.string(),
  audienceLabel: z.string(),
  purpose: z.enum(messagePurposes),
  channels: z.array(z.enum(messageChannels)),
  createdAt: z.string().describe('ISO 8601'),
  scheduledFor: z
    .string()
    .nullable()
    .describe('ISO 8601: when a scheduled message goes (or was to go); null: sent now'),
  status: z.enum(messageStatuses),
  archived: z.boolean(),
  attachments: z.array(messageAttachmentSchema),
  counts: z.object({
    queued: z.number().int().describe('waiting for their turn to be sent'),
    sent: z.number().int().describe('handed to the provider (an SMS: awaiting its delivery receipt)'),
    delivered: z.number().int().describe("SMS the provider's receipts say reached the phone"),
    failed: z.number().int().describe('not sent, or an SMS its receipt says was undelivered or failed'),
    leftOut: z.number().int(),
    opened: z
      .number()
      .int()
      .describe('emails seen opened (their tracking image loaded), where known: 0 with EMAIL_OPEN_TRACKING off'),
    smsOverCap: z
      .number()
      .int()
      .describe("SMS left out because the club's daily SMS cap was reached when the message went (counted in leftOut)"),
  }),
});
export const messageLogResponseSchema = z.object({ messages: z.array(messageLogEntrySchema) });
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;
/** The log shows the current messages (by default) or the archived ones. */
export const messageLogViews = ['current', 'archived'] as const;
export const messageLogQuerySchema = z.object({ view: z.enum(messageLogViews).default('current') });

const messageParams = idParam('messageId');
const attachmentParams = z.object({ messageId: idSchema, attachmentId: idSchema });
export const archiveMessageBodySchema = z.object({ archived: z.boolean().describe('false: restores it to the log') });

/** A message's recipients, a page at a time (a message may reach 10,000 families). */
export const MAX_RECIPIENTS_PAGE = 200;
export const messageRecipientsQuerySchema = z.object({
  offset: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(MAX_ID).default(0),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(MAX_RECIPIENTS_PAGE, `must be at most ${MAX_RECIPIENTS_PAGE}`)
    .default(50),
});
export const recipientChannelStatuses = ['left-out', 'pending', 'sent', 'failed'] as const;
const recipientChannelSchema = z
  .object({
    status: z.enum(recipientChannelStatuses),
    reason: z.enum(leftOutReasons).nullable().describe('why the person is left out; null otherwise'),
    address: z.string().nullable().describe('the email address or E.164 mobile it goes to; null when left out'),
  })
  .nullable()
  .describe('null: the message was not sent by this channel');
export const messageRecipientSchema = z.object({
  recipientId: z.number(),
  personId: z.number(),
  name: z.string(),
  email: recipientChannelSchema,
  sms: recipientChannelSchema,
  sentAt: z.string().nullable().describe('ISO 8601: when a channel last went; null while none has'),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;
export const messageRecipientsResponseSchema = z.object({
  message: messageLogEntrySchema,
  recipients: z.array(messageRecipientSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

/** The inbox's pages. */
export const MAX_INBOX_PAGE = 50;
export const inboxPageParamsSchema = z.object({
  offset: pathNumber(0, MAX_ID).describe('how many messages, newest first, to skip'),
  limit: pathNumber(1, MAX_INBOX_PAGE).describe('how many to answer'),
});
export const inboxMessageSchema = z.object({
  messageId: z.number(),
  clientId: z.number().describe("the club's id"),
  clubName: z.string(),
  subject: z.string().describe("the email's subject as the parent received it ('' for an SMS alone)"),
  text: z.string().describe('the words as the parent received them (the email, or else the SMS)'),
  channels: z.array(z.enum(messageChannels)).describe('how it reached the parent'),
  sentAt: z.string().describe('ISO 8601'),
  readAt: z.string().nullable().describe('ISO 8601; null while unread'),
  attachments: z.array(messageAttachmentSchema).describe("the email's attachments ([] for an SMS alone)"),
});
export const inboxResponseSchema = z.object({
  messages: z.array(inboxMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const markReadBodySchema = z.object({
  messageIds: z
    .array(bodyId)
    .min(1, 'must name at least one message')
    .max(MAX_INBOX_PAGE, `must name at most ${MAX_INBOX_PAGE} messages`),
});
export const markReadResponseSchema = z.object({ unread: z.number().int() });

/** A marketing email's unsubscribe token (random, base64url). */
export const unsubscribeParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'must be an unsubscribe token'),
});
/** An email's tracking-image token (random, base64url). */
export const openTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'must be a tracking token'),
});
/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`, form-encoded), or the page's empty JSON. */
export const unsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });
export const unsubscribeResponseSchema = z.object({ clubName: z.string(), channel: z.enum(messageChannels) });

/** The person's marketing from the Host's club, per channel: true while they receive it (not unsubscribed). */
export const clubMarketingSchema = z.object({
  clubName: z.string(),
  email: z.boolean(),
  sms: z.boolean(),
});
export const clubMarketingBodySchema = z.object({ email: z.boolean(), sms: z.boolean() });
export type ClubMarketing = z.infer<typeof clubMarketingSchema>;

/** The club's messaging settings (organisers). */
export const messagingSettingsSchema = z.object({
  smsDailyCap: z.number().int().min(0).max(MAX_SMS_DAILY_CAP).describe('the most SMS the club may send a day'),
  reminderHoursBefore: z
    .number()
    .int('must be a whole number of hours')
    .min(MIN_REMINDER_HOURS, `must be ${MIN_REMINDER_HOURS} to ${MAX_REMINDER_HOURS} hours`)
    .max(MAX_REMINDER_HOURS, `must be ${MIN_REMINDER_HOURS} to ${MAX_REMINDER_HOURS} hours`)
    .nullable()
    .describe('reminders this many hours before each session or camp day, to its booked families; null: off'),
});
/** Saving the settings: a reminder setting left out is left as it was. */
export const messagingSettingsBodySchema = messagingSettingsSchema.partial({ reminderHoursBefore: true });
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

/**
 * A Twilio webhook's form: every field is kept, as its signature (`X-Twilio-Signature`) covers them all. A status
 * callback names the message (`MessageSid`) and its status; an incoming SMS its sender (`From`) and words (`Body`).
 */
const twilioSid = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a message SID');
export const smsStatusBodySchema = z.looseObject({ MessageSid: twilioSid, MessageStatus: z.string().max(20) });
export const smsInboundBodySchema = z.looseObject({
  MessageSid: twilioSid,
  From: z.string().max(32),
  Body: z.string().max(1600).default(''),
});
/**
 * An email provider's event, in the platform's own provider-neutral shape (a relay from the provider's bounce and
 * complaint notifications posts it): `bounceType` is required for a bounce.
 */
export const emailEventBodySchema = z
  .object({
    type: z.enum(emailEventTypes),
    email: emailSchema,
    bounceType: z.enum(bounceTypes).optional(),
    at: z.iso.datetime({ offset: true }),
  })
  .refine((event) => event.type !== 'bounce' || event.bounceType !== undefined, {
    path: ['bounceType'],
    message: 'is required for a bounce',
  });
export const emailEventResponseSchema = z.object({
  received: z.literal(true),
  suppressed: z.boolean().describe('whether the address is now suppressed (a permanent bounce, a complaint)'),
});

const smsWebhook = {
  tags: ['messaging'],
  access: 'public',
  scope: 'platform',
  csrf: false, // Twilio's servers post it, signed
  form: true,
  errors: ['FORBIDDEN'],
} as const;

/** The club's staff who may send: organisers (and franchise managers, platform managers), and coaches (their runs only). */
const senders = { roles: ['organiser', 'franchise_manager', 'platform_manager', 'coach'] } as const;
const staffSide = { tags: ['messaging'], access: senders, scope: 'club' } as const;
/** The signed-in person's own messages, from every club. */
const parentsOwn = { tags: ['messaging'], access: 'signed-in', scope: 'platform' } as const;

const organisers = { roles: ['organiser', 'franchise_manager', 'platform_manager'] } as const;

export const messagingApi = {
  previewMessage: defineRoute({
    ...staffSide,
    operationId: 'previewMessage',
    method: 'POST',
    path: '/api/messaging/preview',
    summary:
      'The preview step: the message as one named recipient will read it, its SMS parts, and every recipient with who is left out and why',
    body: messagePreviewBodySchema,
    response: messagePreviewResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  sendMessage: defineRoute({
    ...staffSide,
    operationId: 'sendMessage',
    method: 'POST',
    path: '/api/messaging/send',
    summary: 'Sends the message now: answers at once; a job expands the recipients and sends in batches',
    switchedSession: 'refused', // a message goes out in the club's name
    body: messageSendBodySchema,
    response: messageSendResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED'],
  }),
  /** multipart/form-data: the file `file`. Attached to a message by naming it in the send's `attachmentIds`. */
  uploadMessageAttachment: defineRoute({
    ...staffSide,
    operationId: 'uploadMessageAttachment',
    method: 'POST',
    path: '/api/messaging/attachments',
    summary: `Attach a file to a draft (multipart: file, a PDF or an image of at most ${MESSAGE_ATTACHMENT_MAX_MB} MB, judged by its content); the send names it`,
    switchedSession: 'refused', // what goes out in the club's name
    upload: true,
    response: messageAttachmentSchema,
  }),
  messageAttachment: defineRoute({
    ...staffSide,
    operationId: 'messageAttachment',
    method: 'GET',
    path: '/api/messaging/logs/:messageId/attachments/:attachmentId',
    summary: "A sent message's attachment (a download; a coach: their own messages')",
    params: attachmentParams,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  messageLog: defineRoute({
    ...staffSide,
    operationId: 'messageLog',
    method: 'GET',
    path: '/api/messaging/logs',
    summary: "The club's messages, newest first, with their counts (a coach: their own); archived ones on their own",
    query: messageLogQuerySchema,
    response: messageLogResponseSchema,
  }),
  messageLogCsv: defineRoute({
    ...staffSide,
    operationId: 'messageLogCsv',
    method: 'GET',
    path: '/api/messaging/logs.csv',
    summary:
      'The log as a CSV download (text/csv): one row a message with its author, audience, kind, channels and counts',
    query: messageLogQuerySchema,
  }),
  messageRecipients: defineRoute({
    ...staffSide,
    operationId: 'messageRecipients',
    method: 'GET',
    path: '/api/messaging/logs/:messageId/recipients',
    summary: "A message and a page of its recipients, each channel's status, reason and address (a coach: their own)",
    params: messageParams,
    query: messageRecipientsQuerySchema,
    response: messageRecipientsResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  messageRecipientsCsv: defineRoute({
    ...staffSide,
    operationId: 'messageRecipientsCsv',
    method: 'GET',
    path: '/api/messaging/logs/:messageId/recipients.csv',
    summary: "A message's recipients as a CSV download (text/csv): each channel's status, reason and address",
    params: messageParams,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  cancelMessage: defineRoute({
    ...staffSide,
    operationId: 'cancelMessage',
    method: 'POST',
    path: '/api/messaging/logs/:messageId/cancel',
    summary: 'Cancels a scheduled message before it starts: it never sends (its author, if a coach, or an organiser)',
    switchedSession: 'refused', // what goes out in the club's name
    params: messageParams,
    response: messageLogEntrySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
  }),
  archiveMessage: defineRoute({
    ...staffSide,
    operationId: 'archiveMessage',
    method: 'PUT',
    path: '/api/messaging/logs/:messageId/archive',
    summary: "Archives a sent or cancelled message out of the log (or restores it); parents' inboxes are unaffected",
    switchedSession: 'refused', // the club's record
    params: messageParams,
    body: archiveMessageBodySchema,
    response: messageLogEntrySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
  }),
  /**
   * One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL
   * from wherever it runs, so no sign-in and no same-site check: the token is the proof. Honoured at once.
   */
  emailOpened: defineRoute({
    operationId: 'emailOpened',
    method: 'GET',
    path: '/api/messaging/opened/:token',
    summary:
      "An email's tracking image (a 1×1 GIF, EMAIL_OPEN_TRACKING on): its first load counts the email opened in the log",
    tags: ['messaging'],
    access: 'public',
    scope: 'club',
    params: openTokenParamsSchema,
    errors: ['NOT_FOUND'],
  }),
  unsubscribeMarketing: defineRoute({
    operationId: 'unsubscribeMarketing',
    method: 'POST',
    path: '/api/messaging/unsubscribe/:token',
    summary: "Unsubscribes the email's recipient from the club's marketing emails (RFC 8058 one click)",
    tags: ['messaging'],
    access: 'public',
    scope: 'club',
    csrf: false,
    form: true,
    params: unsubscribeParamsSchema,
    body: unsubscribeBodySchema,
    response: unsubscribeResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  clubMarketing: defineRoute({
    operationId: 'clubMarketing',
    method: 'GET',
    path: '/api/v4/people/messaging/marketing',
    summary: "Whether the signed-in person receives the Host club's marketing, by email and by SMS",
    tags: ['messaging'],
    access: 'signed-in',
    scope: 'club',
    response: clubMarketingSchema,
  }),
  setClubMarketing: defineRoute({
    operationId: 'setClubMarketing',
    method: 'PUT',
    path: '/api/v4/people/messaging/marketing',
    summary: "Unsubscribes from (or back to) the Host club's marketing, by email and by SMS separately (UK PECR)",
    tags: ['messaging'],
    access: 'signed-in',
    scope: 'club',
    switchedSession: 'refused', // a marketing choice is the person's own
    body: clubMarketingBodySchema,
    response: clubMarketingSchema,
  }),
  messagingSettings: defineRoute({
    operationId: 'messagingSettings',
    method: 'GET',
    path: '/api/messaging/settings',
    summary: "The club's messaging settings: its daily SMS cap",
    tags: ['messaging'],
    access: organisers,
    scope: 'club',
    response: messagingSettingsSchema,
  }),
  updateMessagingSettings: defineRoute({
    operationId: 'updateMessagingSettings',
    method: 'PUT',
    path: '/api/messaging/settings',
    summary: "Sets the club's daily SMS cap",
    tags: ['messaging'],
    access: organisers,
    scope: 'club',
    body: messagingSettingsBodySchema,
    response: messagingSettingsSchema,
  }),
  /** Twilio's status callback: an SMS's delivery receipt (delivered, undelivered, failed). */
  smsStatusWebhook: defineRoute({
    ...smsWebhook,
    operationId: 'smsStatusWebhook',
    method: 'POST',
    path: '/api/messaging/sms/status',
    summary:
      "An SMS's delivery receipt from Twilio (signed): its recipient's SMS status moves on; an unknown one is ignored",
    body: smsStatusBodySchema,
    response: z.object({ received: z.literal(true) }),
  }),
  /** Twilio's incoming-message webhook: STOP and START replies (answered with empty TwiML: no reply of ours). */
  smsInboundWebhook: defineRoute({
    ...smsWebhook,
    operationId: 'smsInboundWebhook',
    method: 'POST',
    path: '/api/messaging/sms/inbound',
    summary: 'An SMS sent to the platform from Twilio (signed): STOP opts the number out of every SMS, START back in',
    body: smsInboundBodySchema,
  }),
  /**
   * Bounces and complaints from the email provider, signed with EMAIL_EVENTS_SECRET (HMAC-SHA256 of the raw body,
   * X-Clubroom-Signature); its body (`emailEventBodySchema`) is read raw, so it declares none. 404 without the secret.
   */
  emailEventsWebhook: defineRoute({
    operationId: 'emailEventsWebhook',
    method: 'POST',
    path: '/api/messaging/email/events',
    summary:
      'A bounce or complaint from the email provider (signed): a permanent bounce or a complaint suppresses the address',
    tags: ['messaging'],
    access: 'public',
    scope: 'platform',
    csrf: false, // the provider's relay posts it, signed
    response: emailEventResponseSchema,
    errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  parentMessages: defineRoute({
    ...parentsOwn,
    operationId: 'parentMessages',
    method: 'GET',
    path: '/api/v4/people/parent/messages/:offset/:limit',
    summary: "The signed-in person's messages from every club, newest first, a page at a time",
    params: inboxPageParamsSchema,
    response: inboxResponseSchema,
  }),
  inboxAttachment: defineRoute({
    ...parentsOwn,
    operationId: 'inboxAttachment',
    method: 'GET',
    path: '/api/v4/people/parent/messages/:messageId/attachments/:attachmentId',
    summary: "An attachment of an email that reached the signed-in person (a download; 404 for anyone else's)",
    params: attachmentParams,
    errors: ['NOT_FOUND'],
  }),
  markMessagesRead: defineRoute({
    ...parentsOwn,
    operationId: 'markMessagesRead',
    method: 'POST',
    path: '/api/v4/people/messages/read',
    summary: "Marks the person's messages read (those not theirs are left alone); answers how many are still unread",
    switchedSession: 'refused', // what the parent has read is theirs to say
    body: markReadBodySchema,
    response: markReadResponseSchema,
  }),
};
