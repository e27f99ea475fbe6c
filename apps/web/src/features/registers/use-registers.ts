import type { AttendanceStatus, RebookBody, RegisterCoach, RegisterResponse } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { apiQuery, callApi, isForbidden, isNotFound, queryKeyOf, retryUnlessRefused } from '../../lib/api-client';
import * as campRoutes from '../../lib/api-routes/admin-camps';
import * as registersRoutes from '../../lib/api-routes/registers';
import * as waitingListRoutes from '../../lib/api-routes/waiting-list';

/** The registers the signed-in staff member may open ('View Registers'). */
export function useRegisters() {
  return useQuery(apiQuery(registersRoutes.registersList));
}

/** A run's register (`notFound` when the run is not the club's; `forbidden` when it is not the person's to take). */
export function useRegister(runId: number) {
  const query = useQuery({
    ...apiQuery(registersRoutes.runRegister, { params: { runId } }),
    retry: retryUnlessRefused,
  });
  return { ...query, notFound: isNotFound(query.error), forbidden: isForbidden(query.error) };
}

type Mark = { sessionId: number; status: AttendanceStatus };

/** The register with one child's mark at one session replaced (or removed, for none). */
function withMark(register: RegisterResponse, childId: number, sessionId: number, status: AttendanceStatus | null) {
  return {
    ...register,
    children: register.children.map((child) =>
      child.childId !== childId
        ? child
        : {
            ...child,
            attendance: [
              ...child.attendance.filter((m) => m.sessionId !== sessionId),
              ...(status ? [{ sessionId, status }] : []),
            ],
          },
    ),
  };
}

/**
 * Marks one child: shown at once (optimistic), put back as it was if the server refuses. One child's
 * marks are sent one after the other (the mutation scope), so the last tap is the one that stands.
 */
export function useMarkAttendance(runId: number, childId: number) {
  const client = useQueryClient();
  const key = queryKeyOf(registersRoutes.runRegister, { params: { runId } });
  const set = (sessionId: number, status: AttendanceStatus | null) =>
    client.setQueryData<RegisterResponse>(
      key,
      (register) => register && withMark(register, childId, sessionId, status),
    );
  return useMutation({
    scope: { id: `attendance-${runId}-${childId}` },
    mutationFn: ({ sessionId, status }: Mark) =>
      callApi(registersRoutes.markAttendance, { params: { runId, sessionId }, body: { childId, status } }),
    onMutate: async ({ sessionId, status }: Mark) => {
      await client.cancelQueries({ queryKey: key });
      const register = client.getQueryData<RegisterResponse>(key);
      const before = register?.children
        .find((c) => c.childId === childId)
        ?.attendance.find((m) => m.sessionId === sessionId)?.status;
      set(sessionId, status);
      return { before: before ?? null };
    },
    onError: (_err, { sessionId }, context) => {
      if (context) set(sessionId, context.before);
    },
  });
}

type CoachChangeInput = { userId: number; change: 'add' | 'remove' };
export type CoachChange = UseMutationResult<{ coaches: RegisterCoach[] }, Error, CoachChangeInput>;

/** Puts a coach on a camp, or takes one off it; the camp's day registers on screen are read again. */
export function useChangeCampCoach(campId: number): CoachChange {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: CoachChangeInput) => {
      const input = { params: { campId }, body: { userId } };
      return change === 'add'
        ? callApi(registersRoutes.addCampCoach, input)
        : callApi(registersRoutes.removeCampCoach, input);
    },
    onSuccess: () =>
      client.invalidateQueries({ predicate: (q) => q.queryKey.includes(campRoutes.campDayBookings.operationId) }),
  });
}

/** Assigns a coach to the run, or takes one off it; the answer (the run's coaches) replaces those on screen. */
export function useChangeRunCoach(runId: number): CoachChange {
  const client = useQueryClient();
  const key = queryKeyOf(registersRoutes.runRegister, { params: { runId } });
  return useMutation({
    mutationFn: ({ userId, change }: CoachChangeInput) => {
      const input = { params: { runId }, body: { userId } };
      return change === 'add'
        ? callApi(registersRoutes.addRunCoach, input)
        : callApi(registersRoutes.removeRunCoach, input);
    },
    onSuccess: ({ coaches }) =>
      client.setQueryData<RegisterResponse>(key, (register) => register && { ...register, coaches }),
  });
}

/** A run's waiting list in queue order (organisers see it on the register). */
export function useWaitingList(runId: number) {
  return useQuery(apiQuery(waitingListRoutes.runWaitingList, { params: { runId } }));
}

/** Offers an entry a place now, or moves it to another run's list; the run's list is read again either way. */
export function useWaitingListChange(runId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { entryId: number; offer: true } | { entryId: number; moveTo: number }) =>
      'offer' in change
        ? callApi(waitingListRoutes.offerWaitingListPlace, { body: { entryId: change.entryId } })
        : callApi(waitingListRoutes.moveWaitingListEntry, { body: { entryId: change.entryId, runId: change.moveTo } }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeyOf(waitingListRoutes.runWaitingList, { params: { runId } }) }),
  });
}

/** Large rebook of the run's chosen children into another run; the registers list (children counts) is read again. */
export function useRebook(runId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RebookBody) => callApi(registersRoutes.rebookRun, { params: { runId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(registersRoutes.registersList) }),
  });
}
