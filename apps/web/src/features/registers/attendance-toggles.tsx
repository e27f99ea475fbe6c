import type { AttendanceStatus } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { PrintedMark } from './register-runs';

const t = messages.registers;

const toggle = 'min-h-12 flex-1 rounded-md border-2 px-3 py-2 text-lg font-semibold disabled:opacity-50';
const toggles: Record<AttendanceStatus, { label: string; on: string }> = {
  present: { label: t.present, on: 'border-green-700 bg-green-700 text-white' },
  absent: { label: t.absent, on: 'border-red-700 bg-red-700 text-white' },
};
const off = 'border-gray-400 bg-white text-gray-900';

/**
 * THE marking control of every register (a run's session, a camp's day): Present / Absent for one
 * child, the current mark pressed, and the error of a mark the server refused.
 */
export function AttendanceToggles({
  name,
  status,
  onMark,
  error,
}: {
  /** The child's name: the group's accessible name. */
  name: string;
  status: AttendanceStatus | null;
  onMark: (status: AttendanceStatus) => void;
  error: string | null;
}) {
  return (
    <>
      <div role="group" aria-label={name} className="flex gap-2">
        {(Object.keys(toggles) as AttendanceStatus[]).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            className={`${toggle} ${status === value ? toggles[value].on : off}`}
            onClick={() => onMark(value)}
          >
            {toggles[value].label}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

const MARK_TEXT = { present: '✓', absent: '✗', unmarked: '', 'not-booked': '–' } as const;

/** A mark on the printed register: ✓, ✗, – (no place), or an empty box to tick. */
export function PrintedMarkCell({ mark, className }: { mark: PrintedMark; className: string }) {
  return (
    <td className={`${className} text-center`} data-mark={mark}>
      {mark === 'unmarked' ? <span className="inline-block h-4 w-4 border border-black" /> : MARK_TEXT[mark]}
    </td>
  );
}
