import type { Award, RunTrophies } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as trophiesRoutes from '../../lib/api-routes/trophies';

/** The club has grading trophies switched off: the register shows nothing of them. */
export const trophiesOff = (err: unknown) => err instanceof ApiError && err.code === 'TROPHIES_OFF';

/** A register's trophies: the class's levels, the awards its children hold, who is ready to move up. */
export function useRunTrophies(runId: number) {
  return useQuery({
    ...apiQuery(trophiesRoutes.runTrophies, { params: { runId } }),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 1,
  });
}

type Change =
  { kind: 'award'; trophyId: number } | { kind: 'undo'; award: Award } | { kind: 'move-up'; ready: boolean };

/**
 * One child's trophy taps on the register: award, undo and the "Ready to move up" toggle, each sent in turn
 * (the mutation scope) and written into the register's trophies as the server answers.
 */
export function useChildTrophyChanges(runId: number, childId: number) {
  const client = useQueryClient();
  const key = queryKeyOf(trophiesRoutes.runTrophies, { params: { runId } });
  const update = (change: (current: RunTrophies) => RunTrophies) =>
    client.setQueryData<RunTrophies>(key, (current) => current && change(current));
  return useMutation({
    scope: { id: `trophies-${runId}-${childId}` },
    mutationFn: async (change: Change) => {
      if (change.kind === 'award') {
        const award = await callApi(trophiesRoutes.awardTrophy, {
          params: { runId },
          body: { childId, trophyId: change.trophyId },
        });
        update((c) => ({ ...c, awards: [...c.awards.filter((a) => a.awardId !== award.awardId), award] }));
        return { ...change, award };
      }
      if (change.kind === 'undo') {
        await callApi(trophiesRoutes.undoAward, { params: { runId, awardId: change.award.awardId } });
        update((c) => ({ ...c, awards: c.awards.filter((a) => a.awardId !== change.award.awardId) }));
        return change;
      }
      const { readyToMoveUp } = await callApi(trophiesRoutes.markMoveUp, {
        params: { runId },
        body: { childId, ready: change.ready },
      });
      update((c) => ({ ...c, readyToMoveUp }));
      return change;
    },
  });
}
