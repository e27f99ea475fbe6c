import type { RegisterChild, RegisterResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatShortDate } from '@clubroom/domain/rules';
import { PrintedMarkCell } from './attendance-toggles';
import { printedMark } from './register-runs';

const t = messages.registers;

/** A child's medical, allergy and special needs notes in one line, each named. */
export function notesOf(child: Pick<RegisterChild, 'medicalNotes' | 'allergyNotes' | 'specialNeeds'>): string {
  return [
    child.medicalNotes && `${t.medical}: ${child.medicalNotes}`,
    child.allergyNotes && `${t.allergies}: ${child.allergyNotes}`,
    child.specialNeeds && `${t.specialNeeds}: ${child.specialNeeds}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The register on paper (shown only when printing): one table, a row a child with their notes and
 * whom to call, a column for each of the club's questions and contact attributes (as the CSV has them),
 * a column a session with the marks made and an empty box to tick for the rest.
 */
export function PrintableRegister({ register, timeZone }: { register: RegisterResponse; timeZone: string }) {
  const { run, sessions, children, familyColumns } = register;
  const cell = 'border border-black px-1 py-0.5 align-top';
  return (
    <div className="hidden text-xs text-black print:block">
      <h1 className="mb-1 text-base font-bold">{t.title(run.className)}</h1>
      <p className="mb-2">
        {run.venueName} · {run.termName}
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th className={`${cell} text-left`}>{t.printedChild}</th>
            <th className={`${cell} text-left`}>{t.printedNotes}</th>
            <th className={`${cell} text-left`}>{t.printedPhone}</th>
            {familyColumns.map((header, index) => (
              <th key={`${index}-${header}`} className={`${cell} text-left`}>
                {header}
              </th>
            ))}
            {sessions.map((s) => (
              <th key={s.sessionId} className={cell}>
                {formatShortDate(s.startTime, timeZone)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children.map((child) => (
            <tr key={`${child.childId}-${child.trialSessionId ?? 'term'}`} className="break-inside-avoid">
              <td className={cell}>
                {child.firstName} {child.lastName}
                <br />
                {t.age(child.ageYears)}
                {child.trialSessionId !== null && ` · ${t.trial}`}
                {child.photoPermissionRefused && ` · ${t.noPhotos}`}
              </td>
              <td className={cell}>{notesOf(child) || t.noNotes}</td>
              <td className={cell}>
                {child.parent.name}: {child.parent.phone ?? t.noPhone}
                {child.emergencyContacts.map((c) => (
                  <div key={`${c.name}-${c.phone}`}>
                    {c.name} ({c.relation}): {c.phone}
                  </div>
                ))}
              </td>
              {familyColumns.map((header, index) => (
                <td key={`${index}-${header}`} className={cell}>
                  {child.familyValues[index]}
                </td>
              ))}
              {sessions.map((s) => (
                <PrintedMarkCell key={s.sessionId} mark={printedMark(child, s.sessionId)} className={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
