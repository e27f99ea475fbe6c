import type { ConsoleClientDetail, ConsoleClientsQuery } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, queryKeyOf } from '../../lib/api-client';
import * as consoleRoutes from '../../lib/api-routes/platform-console';
import { useMe } from '../../lib/use-me';

export const useConsoleClients = (query: ConsoleClientsQuery) =>
  useQuery({ ...apiQuery(consoleRoutes.consoleClients, { query }), placeholderData: (previous) => previous });

export const useConsoleClient = (clientId: number) =>
  useQuery(apiQuery(consoleRoutes.consoleClient, { params: { clientId } }));

/** Only platform managers change a club; support sees the console read-only (the server refuses them anyway). */
export function useCanManage(): boolean {
  return useMe().data?.roles.includes('platform_manager') ?? false;
}

/** A change to one club: its page is answered as it now is, and the list is read again. */
export function useClientChange<V>(clientId: number, change: (variables: V) => Promise<ConsoleClientDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      client.setQueryData(queryKeyOf(consoleRoutes.consoleClient, { params: { clientId } }), detail);
      return client.invalidateQueries({
        queryKey: queryKeyOf(consoleRoutes.consoleClients, { query: {} }).slice(0, -1),
      });
    },
  });
}
