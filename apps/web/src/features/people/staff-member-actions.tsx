import type { StaffMember } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { secondaryButton } from '../../ui/buttons';
import type { StaffAction } from './use-staff';

const t = messages.staff;
const dangerous = `${secondaryButton} text-red-800`;

/**
 * The buttons under a staff member: deactivate and revoke while active, restore otherwise; while
 * their invitation is pending, resend it (if active) and cancel it instead of deactivating. `apply`
 * acts at once; `confirm` asks first (everything that takes access away).
 */
export function StaffMemberActions({
  member,
  busy,
  apply,
  confirm,
}: {
  member: StaffMember;
  busy: boolean;
  apply: (action: StaffAction) => void;
  confirm: (action: StaffAction) => void;
}) {
  const invited = member.invitedAt !== null;
  const active = member.status === 'active';
  const button = (label: string, className: string, onClick: () => void) => (
    <button key={label} type="button" className={className} disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <>
      {active && invited && button(t.resendInvitation, secondaryButton, () => apply({ kind: 'resend-invitation' }))}
      {active && !invited && button(t.deactivate, secondaryButton, () => confirm({ kind: 'deactivate' }))}
      {!active && button(t.restore, secondaryButton, () => apply({ kind: 'restore' }))}
      {member.status !== 'revoked' && !invited && button(t.revoke, dangerous, () => confirm({ kind: 'revoke' }))}
      {invited && button(t.cancelInvitation, dangerous, () => confirm({ kind: 'cancel-invitation' }))}
    </>
  );
}
