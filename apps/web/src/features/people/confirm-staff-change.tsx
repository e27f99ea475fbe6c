import type { StaffMember } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { fullName } from './staff-member-card';
import type { StaffAction } from './use-staff';

const t = messages.staff;

export interface PendingChange {
  member: StaffMember;
  change: StaffAction;
}

/** The dialog's words; its dismissing button says 'Cancel' unless `cancelLabel` says otherwise. */
interface Wording {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
}

function wordingOf({ member, change }: PendingChange): Wording {
  const name = fullName(member);
  if (change.kind === 'cancel-invitation')
    return {
      title: t.confirmCancelInvitation(name),
      body: t.confirmCancelInvitationBody,
      confirmLabel: t.cancelInvitation,
      // 'Cancel' beside 'Cancel invitation' would be ambiguous.
      cancelLabel: t.keepInvitation,
    };
  if (change.kind === 'role')
    return { title: t.confirmRole(name, t.roles[change.role]), body: t.confirmRoleBody, confirmLabel: t.changeRole };
  if (change.kind === 'revoke')
    return { title: t.confirmRevoke(name), body: t.confirmRevokeBody, confirmLabel: t.revoke };
  return { title: t.confirmDeactivate(name), body: t.confirmDeactivateBody, confirmLabel: t.deactivate };
}

/** Asks the organiser before a change that takes access away (a cancelled invitation too). */
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
  const { cancelLabel = t.cancel, ...wording }: Wording = pending
    ? wordingOf(pending)
    : { title: '', body: '', confirmLabel: '' };
  return (
    <ConfirmDialog
      open={pending !== null}
      {...wording}
      cancelLabel={cancelLabel}
      pending={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
