// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { previewMessage } from './previewMessage';
export { sendMessage } from './sendMessage';
export { uploadMessageAttachment } from './uploadMessageAttachment';
export { messageAttachment } from './messageAttachment';
export { messageLog } from './messageLog';
export { messageLogCsv } from './messageLogCsv';
export { messageRecipients } from './messageRecipients';
export { messageRecipientsCsv } from './messageRecipientsCsv';
export { cancelMessage } from './cancelMessage';
export { archiveMessage } from './archiveMessage';
export { emailOpened } from './emailOpened';
export { unsubscribeMarketing } from './unsubscribeMarketing';
export { clubMarketing } from './clubMarketing';
export { setClubMarketing } from './setClubMarketing';
export { messagingSettings } from './messagingSettings';
export { updateMessagingSettings } from './updateMessagingSettings';
export { smsStatusWebhook } from './smsStatusWebhook';
export { smsInboundWebhook } from './smsInboundWebhook';
export { emailEventsWebhook } from './emailEventsWebhook';
export { parentMessages } from './parentMessages';
export { inboxAttachment } from './inboxAttachment';
export { markMessagesRead } from './markMessagesRead';
