import type { QuestionBody } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as questionRoutes from '../../lib/api-routes/registration-questions';

/** The club's questions, live and retired, in the order asked. */
export const useRegistrationQuestions = () => useQuery(apiQuery(questionRoutes.registrationQuestions));

/** Adding, changing, retiring and reordering: each leaves the page's list as the server has it. */
export function useQuestionChanges() {
  const client = useQueryClient();
  const key = queryKeyOf(questionRoutes.registrationQuestions);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    create: async (body: QuestionBody) => {
      await callApi(questionRoutes.createRegistrationQuestion, { body });
      await refresh();
    },
    update: async (questionId: number, body: QuestionBody) => {
      await callApi(questionRoutes.updateRegistrationQuestion, { params: { questionId }, body });
      await refresh();
    },
    retire: useMutation({
      mutationFn: (questionId: number) =>
        callApi(questionRoutes.retireRegistrationQuestion, { params: { questionId } }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (questionIds: number[]) =>
        callApi(questionRoutes.reorderRegistrationQuestions, { body: { questionIds } }),
      onSuccess: (list) => client.setQueryData(key, list),
    }),
  };
}
