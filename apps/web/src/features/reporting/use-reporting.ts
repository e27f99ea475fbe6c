import type { PeriodQuery } from '@clubroom/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiQuery } from '../../lib/api-client';
import * as reportingRoutes from '../../lib/api-routes/reporting';

/** 403: the person manages the club but has no financial access (the API's rule); not worth asking again. */
const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;
const retry = (count: number, err: unknown) => !isForbidden(err) && count < 1;
const withForbidden = <R extends { error: unknown }>(result: R) => ({
  ...result,
  forbidden: isForbidden(result.error),
});

export const useIncomeAnalysis = (period: PeriodQuery) =>
  withForbidden(
    useQuery({
      ...apiQuery(reportingRoutes.incomeAnalysis, { query: period }),
      placeholderData: keepPreviousData,
      retry,
    }),
  );

/** One page of the period's orders (the club's id comes with the income analysis); the page on screen stays while the next loads. */
export const useDetail = (clientId: number, period: PeriodQuery, page: number) =>
  withForbidden(
    useQuery({
      ...apiQuery(reportingRoutes.reportingDetail, { params: { clientId }, query: { ...period, page } }),
      placeholderData: keepPreviousData,
      retry,
    }),
  );

export const usePayouts = (period: PeriodQuery) =>
  withForbidden(useQuery({ ...apiQuery(reportingRoutes.payoutDetails, { query: period }), retry }));

export const useCapacity = () => withForbidden(useQuery({ ...apiQuery(reportingRoutes.scheduleCapacity), retry }));
