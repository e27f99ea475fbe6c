import type { Run } from '@clubroom/domain/api';
import { RunRow } from './run-row';

export function RunsTable({ runs, timeZone, caption }: { runs: Run[]; timeZone: string; caption: string }) {
  return (
    <table className="block w-full text-left sm:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="text-sm text-gray-700">
          <th scope="col" className="px-3 py-2 font-semibold">
            Day &amp; Time
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Venue
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Class
          </th>
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">Booking</span>
          </th>
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {runs.map((run) => (
          <RunRow key={run.runId} run={run} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}
