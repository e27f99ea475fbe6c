import type { ClubStatus } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';

const colours: Record<ClubStatus, string> = {
  live: 'bg-green-100 text-green-900',
  beta: 'bg-blue-100 text-blue-900',
  suspended: 'bg-red-100 text-red-900',
};

/** A club's status in the console, in words (never by colour alone). */
export function StatusBadge({ status }: { status: ClubStatus }) {
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-medium ${colours[status]}`}>
      {messages.platformConsole.statuses[status]}
    </span>
  );
}
