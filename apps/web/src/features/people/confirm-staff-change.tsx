import type { StaffMember } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { fullName } from './staff-member-card';
import type { StaffChange } from '@clubroom/domain/api';

const t = messages.staff;

export interface PendingChange {
  member: StaffMember;
  change: StaffChange;
}

function wordingOf({ member, change }: PendingChange): { title: string; body: string; confirmLabel: string } {
  const name = fullName(member);
  if (change.kind === 'role')
    return { title: t.confirmRole(name, t.roles[change.role]), body: t.confirmRoleBody, confirmLabel: t.changeRole };
  if (change.kind === 'revoke')
    return { title: t.confirmRevoke(name), body: t.confirmRevokeBody, confirmLabel: t.revoke };
  return { title: t.confirmDeactivate(name), body: t.confirmDeactivateBody, confirmLabel: t.deactivate };
}

/** Asks the organiser before a change that takes access away. */
export function ConfirmStaffChange({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: PendingChange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const wording = pending ? wordingOf(pending) : { title: '', body: '', confirmLabel: '' };
  return (
    <ConfirmDialog
      open={pending !== null}
      {...wording}
      cancelLabel={t.cancel}
      pending={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
