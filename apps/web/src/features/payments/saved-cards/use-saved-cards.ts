import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../../lib/api-client';
import * as savedCardsRoutes from '../../../lib/api-routes/saved-cards';
import { PRIVATE } from '../../../lib/private-query';

/** The parent's saved cards at the club, and the provider to add one with. */
export const useSavedCards = () => useQuery(apiQuery(savedCardsRoutes.personSavedCards));

/** After a card is added or deleted: the list, and any payment page's saved cards, read again. */
export function useRefreshSavedCards() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeyOf(savedCardsRoutes.personSavedCards) }),
      client.invalidateQueries({ queryKey: [PRIVATE, 'paymentOrder'] }),
    ]);
}

export function useDeleteSavedCard() {
  const refresh = useRefreshSavedCards();
  return useMutation({
    mutationFn: (cardId: string) => callApi(savedCardsRoutes.deleteSavedCard, { body: { cardId } }),
    onSuccess: refresh,
  });
}
