import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { useSignedInMe } from '../../lib/signed-in-me';
import { useRefreshMe } from '../../lib/use-me';
import { userMessage } from '../../lib/user-message';
import { Loading } from '../../ui/loading';
import { ConfirmStaffChange, type PendingChange } from './confirm-staff-change';
import { InviteStaffForm } from './invite-staff-form';
import { fullName, StaffMemberCard } from './staff-member-card';
import { useChangeStaff, useStaff } from './use-staff';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.staff;

/** What the page says once a change or an act on an invitation is done. */
function doneMessage({ member, change }: PendingChange): string {
  if (change.kind === 'resend-invitation') return t.invitationResent(member.email);
  if (change.kind === 'cancel-invitation') return t.invitationCancelled(fullName(member));
  return t.saved(fullName(member));
}

/**
 * /cms/staff: an organiser invites staff, sees the club's staff (and whose invitation is pending), changes role,
 * financial access and status, and resends or cancels invitations.
 */
export default function StaffPage() {
  const me = useSignedInMe();
  const staff = useStaff();
  const change = useChangeStaff();
  const refreshMe = useRefreshMe();
  const [pending, setPending] = useState<PendingChange | null>(null);
  usePageTitle(t.title);

  const run = (next: PendingChange) =>
    !change.isPending &&
    change.mutate(next, {
      onSuccess: () => {
        setPending(null);
        // A change to one's own membership changes what 'me' may do here.
        if (next.member.userId === me.user.id) void refreshMe();
      },
      onError: () => setPending(null),
    });

  // Granting or removing financial access needs it (the server's rule); platform staff hold it everywhere.
  const canChangeFinancialAccess =
    me.roles.includes('support') ||
    me.roles.includes('platform_manager') ||
    Boolean(staff.data?.staff.some((m) => m.userId === me.user.id && m.financialAccess));

  return (
    <div className="space-y-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      <InviteStaffForm />
      <div aria-live="polite" aria-atomic="true">
        {change.isSuccess && (
          <p role="status" className="rounded-md bg-green-50 px-4 py-2 text-green-900">
            {doneMessage(change.variables)}
          </p>
        )}
      </div>
      {staff.isPending && <Loading lines={3} />}
      {staff.isError && <LoadFailed message={t.loadFailed} retry={staff.refetch} />}
      {staff.data &&
        (staff.data.staff.length === 0 ? (
          <p className="rounded-lg bg-panel p-6 text-center">{t.empty}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {staff.data.staff.map((member) => (
              <StaffMemberCard
                key={member.staffId}
                member={member}
                isSelf={member.userId === me.user.id}
                canChangeFinancialAccess={canChangeFinancialAccess}
                busy={change.isPending}
                refusal={
                  change.isError && change.variables.member.staffId === member.staffId
                    ? userMessage(change.error)
                    : undefined
                }
                apply={(c) => run({ member, change: c })}
                confirm={(c) => setPending({ member, change: c })}
              />
            ))}
          </ul>
        ))}
      <ConfirmStaffChange
        pending={pending}
        busy={change.isPending}
        onConfirm={() => pending && run(pending)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
