import type { SaveAnswersBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as questionRoutes from '../../lib/api-routes/registration-questions';

/** The club's questions the parent's basket asks, with the answers remembered. */
export const useBasketQuestions = () => useQuery(apiQuery(questionRoutes.basketQuestions));

/** Whether the questions step is due: some applicable question is unanswered (asked after a place is added). */
export const questionsDue = async (): Promise<boolean> =>
  (await callApi(questionRoutes.basketQuestions)).unanswered > 0;

export function useSaveAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAnswersBody) => callApi(questionRoutes.saveMyAnswers, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf(questionRoutes.basketQuestions) }),
        client.invalidateQueries({ queryKey: queryKeyOf(questionRoutes.myAnswers) }),
      ]),
  });
}
