// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { messagingApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  previewMessage: api.previewMessage.response,
  sendMessage: api.sendMessage.response,
  uploadMessageAttachment: api.uploadMessageAttachment.response,
  messageLog: api.messageLog.response,
  messageRecipients: api.messageRecipients.response,
  cancelMessage: api.cancelMessage.response,
  archiveMessage: api.archiveMessage.response,
  unsubscribeMarketing: api.unsubscribeMarketing.response,
  clubMarketing: api.clubMarketing.response,
  setClubMarketing: api.setClubMarketing.response,
  messagingSettings: api.messagingSettings.response,
  updateMessagingSettings: api.updateMessagingSettings.response,
  smsStatusWebhook: api.smsStatusWebhook.response,
  emailEventsWebhook: api.emailEventsWebhook.response,
  parentMessages: api.parentMessages.response,
  markMessagesRead: api.markMessagesRead.response,
};
