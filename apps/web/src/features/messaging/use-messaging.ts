import type { MessageDraftInput, MessageStatus, MessagingSettings } from '@clubroom/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as messagingRoutes from '../../lib/api-routes/messaging';

export type MessageLogView = 'current' | 'archived';

/** How many messages a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 10;

/** The log's key without its view: both views. */
const logKey = () => queryKeyOf(messagingRoutes.messageLog, { query: { view: 'current' } }).slice(0, -1);

/** The preview step: nothing is written. */
export const usePreviewMessage = () =>
  useMutation({ mutationFn: (draft: MessageDraftInput) => callApi(messagingRoutes.previewMessage, { body: draft }) });

/** Sending now; the log is read again after. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageDraftInput & { idempotencyKey: string; sendAt?: string }) =>
      callApi(messagingRoutes.sendMessage, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: logKey() }),
  });
}

/** How often the log is read again while a message is still going out, so its counts fill in. */
const LOG_REFRESH_MS = 2000;

const going = (status: MessageStatus) => status === 'queued' || status === 'sending';

/** The club's messages (or the archived ones); read again every two seconds while any is queued or sending. */
export const useMessageLog = (view: MessageLogView) =>
  useQuery({
    ...apiQuery(messagingRoutes.messageLog, { query: { view } }),
    refetchInterval: (query) => (query.state.data?.messages.some((m) => going(m.status)) ? LOG_REFRESH_MS : false),
  });

/** A message and one page of its recipients; read again while it is still going out. */
export const useMessageRecipients = (messageId: number, offset: number) =>
  useQuery({
    ...apiQuery(messagingRoutes.messageRecipients, {
      params: { messageId },
      query: { offset, limit: RECIPIENTS_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && going(query.state.data.message.status) ? LOG_REFRESH_MS : false),
  });

/** How many recipients a page of a message's page shows. */
export const RECIPIENTS_PAGE_SIZE = 50;

/** Cancelling a scheduled message, or archiving or restoring one; the log (both views) is read again after. */
export function useChangeMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, change }: { messageId: number; change: 'cancel' | 'archive' | 'restore' }) =>
      change === 'cancel'
        ? callApi(messagingRoutes.cancelMessage, { params: { messageId } })
        : callApi(messagingRoutes.archiveMessage, { params: { messageId }, body: { archived: change === 'archive' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: logKey() }),
  });
}

/** The club's messaging settings (organisers): its daily SMS cap. */
export const useMessagingSettings = () => useQuery(apiQuery(messagingRoutes.messagingSettings));

export function useSaveMessagingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessagingSettings) => callApi(messagingRoutes.updateMessagingSettings, { body }),
    onSuccess: (saved) => client.setQueryData(queryKeyOf(messagingRoutes.messagingSettings), saved),
  });
}

/** One page of the signed-in person's inbox, newest first; the page shown stays while the next loads. */
export const useInbox = (offset: number) =>
  useQuery({
    ...apiQuery(messagingRoutes.parentMessages, { params: { offset, limit: INBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** How many of the person's messages are unread (the account menu's count): the first page's answer says. */
export const useUnreadCount = () =>
  useQuery({
    ...apiQuery(messagingRoutes.parentMessages, { params: { offset: 0, limit: INBOX_PAGE_SIZE } }),
    select: (data) => data.unread,
  });

/** Marks messages read; every page of the inbox (and the menu's count) is read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageIds: number[]) => callApi(messagingRoutes.markMessagesRead, { body: { messageIds } }),
    // Every page: the key without its page.
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: queryKeyOf(messagingRoutes.parentMessages, { params: { offset: 0, limit: 1 } }).slice(0, -1),
      }),
  });
}
