import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client';
import * as scheduleRoutes from '../../lib/api-routes/schedule';

export const useSchedule = () => useQuery(apiQuery(scheduleRoutes.currentSchedule));
