import type { Run } from '@clubroom/domain/api';
import { RunsTable } from './runs-table';

/** With only-available on, full runs matching the other filters are offered as waiting lists. */
export function WaitingList({ runs, timeZone }: { runs: Run[]; timeZone: string }) {
  return (
    <section
      data-testid="waiting-list"
      aria-labelledby="waiting-list-heading"
      className="rounded-lg border border-dashed border-gray-400 p-4"
    >
      <h2 id="waiting-list-heading" className="text-xl font-bold">
        Full classes with a waiting list
      </h2>
      <p className="mb-2 text-sm text-gray-700">Join a waiting list and we'll offer you a place when one comes up.</p>
      <RunsTable runs={runs} timeZone={timeZone} caption="Full classes with a waiting list" />
    </section>
  );
}
