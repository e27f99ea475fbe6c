import { filtersToQuery, parseFilterQuery, type ScheduleFilters } from '@clubroom/domain/rules';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The filters live in the query string: read on load, and every change replaces the URL (no new
 * history entry per click), so a link always shares the filtered view. The router applies URL
 * changes in a transition, so the controls render from local state set at once on each change;
 * whenever the URL itself changes (our own change landing, the back button, a link) it wins.
 */
export function useScheduleFilters(): [ScheduleFilters, (next: ScheduleFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [seenSearch, setSeenSearch] = useState(location.search);
  const [filters, setLocalFilters] = useState(() => parseFilterQuery(location.search));
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    setLocalFilters(parseFilterQuery(location.search));
  }

  const setFilters = useCallback(
    (next: ScheduleFilters) => {
      setLocalFilters(next);
      const query = filtersToQuery(next);
      navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate, location.pathname],
  );
  return [filters, setFilters];
}
