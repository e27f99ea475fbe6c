import type { Run } from '@clubroom/domain/api';
import { formatAgeRange, isRunFull, weeklySlots } from '@clubroom/domain/rules';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { BookingLink } from './schedule-links';

/**
 * The run's booking link to its info page; wording shortens on phones. Its accessible name is the
 * wording shown (WCAG 2.5.3: 'Book' on a phone) followed by the run it is for.
 */
export function RunButton({ run }: { run: Run }) {
  const full = isRunFull(run);
  return (
    <BookingLink
      to={pagePath(clubPages.runInfo, { runId: run.runId })}
      counts={{ runId: run.runId }}
      className={`${full ? secondaryButton : primaryButton} w-full whitespace-nowrap sm:w-auto`}
    >
      <span className="sm:hidden">{full ? 'Waiting List' : 'Book'}</span>
      <span className="hidden sm:inline">{full ? 'Join Waiting List' : 'Info & Booking'}</span>
      <span className="sr-only">
        {' '}
        for {run.className}, {run.venueName}
      </span>
    </BookingLink>
  );
}

/**
 * The spec's TRIAL (phones) or OFFERS TRIAL badge beside a class's name. Screen readers hear it
 * apart from the name ('Mini Kickers, trial', not 'Mini KickersTRIAL'), in words rather than capitals.
 */
export function TrialLabel() {
  return (
    <>
      <span className="sr-only">, trial</span>
      <span
        aria-hidden="true"
        className="ml-2 inline-block rounded bg-secondary px-1.5 py-0.5 text-xs font-bold text-gray-900"
      >
        <span className="sm:hidden">TRIAL</span>
        <span className="hidden sm:inline">OFFERS TRIAL</span>
      </span>
    </>
  );
}

/** One run in a term's table; on phones each row stacks as a card. */
export function RunRow({ run, timeZone }: { run: Run; timeZone: string }) {
  const slots = weeklySlots(run, timeZone);
  return (
    <tr
      data-testid="run-card"
      data-run-id={run.runId}
      className="mb-3 block rounded-md border border-gray-200 p-3 sm:mb-0 sm:table-row sm:rounded-none sm:border-0 sm:border-t sm:p-0"
    >
      <td className="block sm:table-cell sm:px-3 sm:py-3">
        {slots.map((s) => (
          <div key={s.day + s.start}>
            <span className="font-semibold">{s.day}</span> {s.start} - {s.end}
          </div>
        ))}
        <div className="text-sm text-gray-700">{formatAgeRange(run.ageFrom, run.ageTo)}</div>
      </td>
      <td className="block sm:table-cell sm:px-3 sm:py-3">{run.venueName}</td>
      <td className="block font-medium sm:table-cell sm:px-3 sm:py-3">
        {run.className}
        {run.hasTrialOptions === 1 && <TrialLabel />}
      </td>
      <td className="mt-2 block sm:mt-0 sm:table-cell sm:px-3 sm:py-3 sm:text-right">
        <RunButton run={run} />
      </td>
    </tr>
  );
}
