import type { RegisterChild } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { CameraOff, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { userMessage } from '../../lib/user-message';
import { AttendanceToggles } from './attendance-toggles';
import { useMarkAttendance } from './use-registers';

const t = messages.registers;

/** `tel:` wants the number without its spaces. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Call({ name, phone }: { name: string; phone: string | null }) {
  if (!phone) return <span className="text-gray-700">{t.noPhone}</span>;
  return (
    <a className="font-semibold whitespace-nowrap underline" href={telOf(phone)} aria-label={t.call(name, phone)}>
      {phone}
    </a>
  );
}

/**
 * What a coach must see before anything else: the child's allergies and medical notes, on the card
 * itself in a red-bordered box (never folded away), each under its label.
 */
function MedicalAlerts({ child }: { child: RegisterChild }) {
  const alerts = [
    [t.allergies, child.allergyNotes],
    [t.medical, child.medicalNotes],
  ].filter((n): n is [string, string] => Boolean(n[1]));
  if (alerts.length === 0) return null;
  return (
    <section
      aria-label={t.medicalAlert(child.firstName)}
      className="rounded-md border-2 border-red-700 bg-red-50 px-3 py-2 text-red-950"
    >
      <h3 className="flex items-center gap-1 font-bold">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t.medicalAlertTitle}
      </h3>
      <dl className="mt-1 space-y-1">
        {alerts.map(([label, note]) => (
          <div key={label}>
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="font-medium whitespace-pre-line">{note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What else staff may need: special educational needs and the emergency contacts, folded away. */
function Notes({ child }: { child: RegisterChild }) {
  return (
    <details className="rounded-md bg-gray-50 px-3 py-2">
      <summary className="cursor-pointer font-medium">{t.notes}</summary>
      <dl className="mt-2 space-y-1">
        <dt className="text-sm font-semibold">{t.specialNeeds}</dt>
        <dd className="whitespace-pre-line">{child.specialNeeds || t.noNotes}</dd>
      </dl>
      {child.emergencyContacts.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold">{t.contacts}</h3>
          <ul className="space-y-1">
            {child.emergencyContacts.map((c) => (
              <li key={`${c.name}-${c.phone}`}>
                {c.relation}: {c.name} — <Call name={c.name} phone={c.phone} />
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

/**
 * One child on a session's register: who they are, what staff must know, the Present / Absent toggles, and what else
 * the register does for the child (`extra`: their trophies).
 */
export function RegisterChildRow({
  runId,
  sessionId,
  child,
  extra,
}: {
  runId: number;
  sessionId: number;
  child: RegisterChild;
  extra?: ReactNode;
}) {
  const mark = useMarkAttendance(runId, child.childId);
  const status = child.attendance.find((m) => m.sessionId === sessionId)?.status ?? null;
  const name = `${child.firstName} ${child.lastName}`;
  const failed = mark.isError && mark.variables.sessionId === sessionId;
  return (
    <li className="space-y-2 rounded-lg border border-gray-300 p-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-lg font-semibold">{name}</span>
        <span className="text-sm text-gray-700">
          {t.age(child.ageYears)}
          {child.schoolYear && `, ${t.schoolYear(child.schoolYear)}`}
        </span>
        {child.trialSessionId !== null && (
          <span className="rounded bg-blue-100 px-2 text-sm font-semibold text-blue-900">{t.trial}</span>
        )}
        {child.photoPermissionRefused && (
          <span
            className="inline-flex items-center gap-1 text-sm font-semibold text-red-800"
            title={t.noPhotosExplained(child.firstName)}
          >
            <CameraOff aria-hidden="true" className="h-4 w-4" />
            {t.noPhotos}
          </span>
        )}
      </div>
      <MedicalAlerts child={child} />
      <AttendanceToggles
        name={name}
        status={status}
        onMark={(value) => mark.mutate({ sessionId, status: value })}
        error={failed ? userMessage(mark.error, t.markFailed(child.firstName)) : null}
      />
      {extra}
      <p>
        {t.parent}: {child.parent.name} — <Call name={child.parent.name} phone={child.parent.phone} />
      </p>
      <Notes child={child} />
    </li>
  );
}
