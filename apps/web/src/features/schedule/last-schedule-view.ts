import { isSitePath } from '@clubroom/domain/rules';
import { useEffect } from 'react';

const KEY = 'clubroom.scheduleView';

/**
 * The schedule as the parent last left it (its path and query: the age and other filters), kept for
 * the tab, so 'Book another place' after a booking returns to it, for a sibling say, rather than
 * to the unfiltered schedule.
 */
export function useRememberScheduleView(view: string) {
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, view);
    } catch {
      // Storage refused (a private mode): the link goes to the whole schedule.
    }
  }, [view]);
}

/** The schedule to go back to: the one last left in this tab, or the whole schedule. */
export function lastScheduleView(): string {
  try {
    const view = sessionStorage.getItem(KEY);
    return view && isSitePath(view) ? view : '/';
  } catch {
    return '/';
  }
}
