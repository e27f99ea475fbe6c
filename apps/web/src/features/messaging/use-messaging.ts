import type { MessageDraftInput, MessagingSettings } from '@clubroom/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as messagingRoutes from '../../lib/api-routes/messaging';

/** How many messages a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 10;

/** The preview step: nothing is written. */
export const usePreviewMessage = () =>
  useMutation({ mutationFn: (draft: MessageDraftInput) => callApi(messagingRoutes.previewMessage, { body: draft }) });

/** Sending now; the log is read again after. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageDraftInput & { idempotencyKey: string }) =>
      callApi(messagingRoutes.sendMessage, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(messagingRoutes.messageLog) }),
  });
}

/** How often the log is read again while a message is still going out, so its counts fill in. */
const LOG_REFRESH_MS = 2000;

/** The club's messages; read again every two seconds while any is still queued or sending. */
export const useMessageLog = () =>
  useQuery({
    ...apiQuery(messagingRoutes.messageLog),
    refetchInterval: (query) => (query.state.data?.messages.some((m) => m.status !== 'sent') ? LOG_REFRESH_MS : false),
  });

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
