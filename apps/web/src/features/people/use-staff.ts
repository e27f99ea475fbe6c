import type { InviteStaffBody, StaffChange, StaffMember } from '@clubroom/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as peopleRoutes from '../../lib/api-routes/people';

type StaffList = { staff: StaffMember[] };

export function useStaff() {
  return useQuery(apiQuery(peopleRoutes.staffList));
}

function requestOf(staffId: number, change: StaffChange): Promise<StaffList> {
  const params = { staffId };
  switch (change.kind) {
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

/** Applies a change to a staff member. */
export const useChangeStaff = () =>
  useStaffListMutation(({ member, change }: { member: StaffMember; change: StaffChange }) =>
    requestOf(member.staffId, change),
  );

/** Invites someone to the staff (the server emails them). */
export const useInviteStaff = () =>
  useStaffListMutation((body: InviteStaffBody) => callApi(peopleRoutes.inviteStaff, { body }));
