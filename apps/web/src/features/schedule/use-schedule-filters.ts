import { filtersToQuery, parseFilterQuery, type ScheduleFilters } from '@clubroom/domain/rules';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The filters live in the query string: read on load, and every change replaces the URL (no new
 * history entry per click), so a link always shares the filtered view.
 */
export function useScheduleFilters(): [ScheduleFilters, (next: ScheduleFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilterQuery(location.search), [location.search]);
  const setFilters = useCallback((next: ScheduleFilters) => {
    const query = filtersToQuery(next);
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true });
  }, [navigate, location.pathname]);
  return [filters, setFilters];
}
