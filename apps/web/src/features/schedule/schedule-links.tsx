import { isSitePath } from '@clubroom/domain/rules';
import { createContext, useContext, type ComponentProps, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { reportScheduleEvent } from './schedule-analytics';

/** The router state of a page opened from the schedule: the schedule's path and query as it was left. */
interface OpenedFromSchedule {
  schedule: string;
}

/** On the schedule, its path and query (the filters); null on other pages. */
export const ScheduleViewContext = createContext<string | null>(null);

/**
 * A link to a run, camp or term page; on the schedule it remembers the schedule as it is left, and an Info & Booking
 * link (`counts`: its run or camp) is counted by the schedule's analytics.
 */
export function BookingLink({
  counts,
  onClick,
  ...props
}: Omit<ComponentProps<typeof Link>, 'state'> & { counts?: { runId: number } | { campId: number } }) {
  const schedule = useContext(ScheduleViewContext);
  return (
    <Link
      {...props}
      onClick={(e) => {
        if (schedule !== null && counts) reportScheduleEvent({ event: 'click', ...counts });
        onClick?.(e);
      }}
      state={schedule === null ? undefined : ({ schedule } satisfies OpenedFromSchedule)}
    />
  );
}

const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

/**
 * 'Back to the schedule'. On a page opened from the schedule it goes back in history, as the
 * browser's Back button does, so the schedule returns with its filters and scroll position; its
 * address is that schedule (for a new tab). Otherwise it is a link to the schedule.
 */
export function BackToSchedule() {
  const navigate = useNavigate();
  const state = useLocation().state as Partial<OpenedFromSchedule> | null;
  const schedule = typeof state?.schedule === 'string' && isSitePath(state.schedule) ? state.schedule : null;
  return (
    <p className="mb-1 text-sm">
      <Link
        className="underline"
        to={schedule ?? '/'}
        onClick={(e) => {
          if (schedule === null || opensElsewhere(e)) return;
          e.preventDefault();
          navigate(-1);
        }}
      >
        Back to the schedule
      </Link>
    </p>
  );
}
