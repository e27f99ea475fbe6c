import type { ScheduleResponse } from '@clubroom/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

export const useSchedule = () =>
  useQuery({ queryKey: ['schedule'], queryFn: () => getJson<ScheduleResponse>('/api/v4/public/schedule/current') });
