import type { InviteStaffBody, StaffChange, StaffMember } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as peopleRoutes from '../../lib/api-routes/people';

type StaffList = { staff: StaffMember[] };

/** What the staff page does to one member: a change, or an act on their pending invitation. */
export type StaffAction = StaffChange | { kind: 'resend-invitation' } | { kind: 'cancel-invitation' };

export function useStaff() {
  return useQuery(apiQuery(peopleRoutes.staffList));
}

function requestOf(staffId: number, change: StaffAction): Promise<StaffList> {
  const params = { staffId };
  switch (change.kind) {
    case 'resend-invitation':
      return callApi(peopleRoutes.resendStaffInvitation, { params });
    case 'cancel-invitation':
      return callApi(peopleRoutes.cancelStaffInvitation, { params });
    case 'deactivate':
      return callApi(peopleRoutes.deactivateStaff, { params });
    case 'revoke':
      return callApi(peopleRoutes.revokeStaff, { params });
    case 'restore':
      return callApi(peopleRoutes.restoreStaff, { params });
    case 'role':
      return callApi(peopleRoutes.changeStaffRole, { params, body: { role: change.role } });
    case 'financial-access': {
      const body = { financialAccess: change.financialAccess };
      return callApi(peopleRoutes.changeStaffFinancialAccess, { params, body });
    }
  }
}

/** A call answered with the whole updated staff list, which replaces the one on screen. */
function useStaffListMutation<V>(mutationFn: (variables: V) => Promise<StaffList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (list) => client.setQueryData(queryKeyOf(peopleRoutes.staffList), list),
  });
}

/** Applies a change to a staff member, or resends or cancels their invitation. */
export const useChangeStaff = () =>
  useStaffListMutation(({ member, change }: { member: StaffMember; change: StaffAction }) =>
    requestOf(member.staffId, change),
  );

/** Invites someone to the staff (the server emails them). */
export const useInviteStaff = () =>
  useStaffListMutation((body: InviteStaffBody) => callApi(peopleRoutes.inviteStaff, { body }));
