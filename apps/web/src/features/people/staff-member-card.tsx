import { staffRoles, type StaffMember, type StaffRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useClubTimeZone } from '../../lib/club-today';
import { SelectField } from '../../ui/fields';
import { SwitchField } from '../../ui/switch-field';
import { invitationStatus } from './invitation-status';
import { StaffMemberActions } from './staff-member-actions';
import type { StaffAction } from './use-staff';

const t = messages.staff;
export const fullName = (m: StaffMember) => `${m.firstName} ${m.lastName}`;

const statusStyle: Record<StaffMember['status'], string> = {
  active: 'bg-green-100 text-green-900',
  deactivated: 'bg-amber-100 text-amber-900',
  revoked: 'bg-red-100 text-red-900',
};
const invitedStyle = 'bg-sky-100 text-sky-900';

/**
 * One staff member: role, financial access and status (or since when they are invited), with the
 * organiser's actions. `apply` changes at once; `confirm` asks first (role changes, deactivating,
 * revoking, cancelling an invitation). `refusal` is why
 * the server refused the last change tried on this member, shown here, where it was tried.
 */
export function StaffMemberCard({
  member,
  isSelf,
  canChangeFinancialAccess,
  busy,
  refusal,
  apply,
  confirm,
}: {
  member: StaffMember;
  isSelf: boolean;
  canChangeFinancialAccess: boolean;
  busy: boolean;
  refusal?: string;
  apply: (action: StaffAction) => void;
  confirm: (action: StaffAction) => void;
}) {
  const id = `staff-${member.staffId}`;
  const name = fullName(member);
  // An invitation shows in place of 'Active' until it is accepted; a deactivated or revoked invitee shows that.
  const timeZone = useClubTimeZone();
  const invitation =
    member.invitedAt && member.status === 'active' ? invitationStatus(member.invitedAt, timeZone) : null;
  return (
    <li
      aria-labelledby={`${id}-name`}
      data-testid="staff-member"
      data-email={member.email}
      className="rounded-lg border border-gray-200 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="text-lg font-semibold">
            {name}
            {isSelf && <span className="ml-2 rounded bg-gray-200 px-2 py-0.5 text-sm font-medium">{t.you}</span>}
          </h2>
          <p className="break-all text-gray-700">{member.email}</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${invitation ? invitedStyle : statusStyle[member.status]}`}
        >
          <span className="sr-only">{t.status}: </span>
          {invitation ? invitation.label : t.statuses[member.status]}
        </p>
      </div>
      {invitation?.expired && <p className="mt-2 text-sm text-gray-700">{t.invitationExpired}</p>}

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {isSelf ? (
          <div>
            <p className="text-sm font-medium">{t.role}</p>
            <p>{t.roles[member.role]}</p>
          </div>
        ) : (
          <SelectField
            id={`${id}-role`}
            label={t.role}
            value={member.role}
            options={staffRoles.map((role) => ({ value: role, label: t.roles[role] }))}
            onChange={(role) => confirm({ kind: 'role', role: role as StaffRole })}
          />
        )}
        <SwitchField
          id={`${id}-financial`}
          label={t.financialAccess}
          hint={
            member.role !== 'organiser'
              ? t.onlyOrganisersFinancial
              : canChangeFinancialAccess
                ? undefined
                : t.needFinancialAccess
          }
          checked={member.financialAccess}
          disabled={member.role !== 'organiser' || !canChangeFinancialAccess}
          onCheckedChange={(financialAccess) => apply({ kind: 'financial-access', financialAccess })}
        />
      </div>

      {refusal && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-2 text-red-800">
          {refusal}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t.actionsOf(name)}>
        {isSelf ? (
          <p className="text-sm text-gray-700">{t.ownAccessLocked}</p>
        ) : (
          <StaffMemberActions member={member} busy={busy} apply={apply} confirm={confirm} />
        )}
      </div>
    </li>
  );
}
