import type { InviteStaffBody, StaffMember, StaffRole } from '@clubroom/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../lib/api';
import { privateKey } from '../../lib/private-query';

type StaffList = { staff: StaffMember[] };

/** What an organiser can do to a staff member; each is one POST under /api/v4/client/staff/{staffId}/. */
export type StaffChange =
  | { kind: 'deactivate' } | { kind: 'revoke' } | { kind: 'restore' }
  | { kind: 'role'; role: StaffRole } | { kind: 'financial-access'; financialAccess: boolean };

const staffKey = privateKey('staff');

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: () => getJson<StaffList>('/api/v4/client/staff') });
}

const requestOf = (change: StaffChange): [string, unknown?] =>
  change.kind === 'role' ? ['role', { role: change.role }]
    : change.kind === 'financial-access' ? ['financial-access', { financialAccess: change.financialAccess }]
      : [change.kind];

/** A call answered with the whole updated staff list, which replaces the one on screen. */
function useStaffListMutation<V>(mutationFn: (variables: V) => Promise<StaffList>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (list) => client.setQueryData(staffKey, list) });
}

/** Applies a change to a staff member. */
export const useChangeStaff = () => useStaffListMutation(({ member, change }: { member: StaffMember; change: StaffChange }) => {
  const [path, body] = requestOf(change);
  return postJson<StaffList>(`/api/v4/client/staff/${member.staffId}/${path}`, body);
});

/** Invites someone to the staff (the server emails them). */
export const useInviteStaff = () => useStaffListMutation((body: InviteStaffBody) => postJson<StaffList>('/api/v4/client/staff/invite', body));
