import { z } from 'zod';
import { orderStatuses } from './booking.js';
import { defineRoute } from './define-route.js';
import { scheduleManagers } from './admin-schedule.js';
import { analyticsPeriodQuerySchema, scheduleAnalyticsReportSchema } from './schedule-analytics.js';
import { idParam } from './id.js';

const minorUnits = z.number().int().describe('minor units');
/** A club-local month, 'YYYY-MM'. */
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');
const localDate = z.string().describe("club-local date, 'YYYY-MM-DD'");

/** Detail tables page on the server by this many rows. */
export const REPORTING_PAGE_SIZE = 50;
/** The longest period a report covers, in months: five years. */
export const REPORTING_MAX_MONTHS = 60;
/** Months the reports cover when no period is given: the last twelve, this one included. */
export const REPORTING_DEFAULT_MONTHS = 12;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** How many months `from` to `to` cover, both included. */
export const monthsBetween = (from: string, to: string) => monthIndex(to) - monthIndex(from) + 1;

const periodShape = { from: monthSchema.optional(), to: monthSchema.optional() };
/** A period's months in order, and not longer than five years. */
const orderedPeriod = (period: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!period.from || !period.to) return;
  const months = monthsBetween(period.from, period.to);
  if (months < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
  else if (months > REPORTING_MAX_MONTHS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be at most ${REPORTING_MAX_MONTHS} months after from`,
    });
};

/** The club-local months a report covers, both included; left out, the last twelve months up to this one. */
export const periodQuerySchema = z.object(periodShape).superRefine(orderedPeriod);
export type PeriodQuery = z.input<typeof periodQuerySchema>;

export const detailQuerySchema = z
  .object({ ...periodShape, page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .superRefine(orderedPeriod);
export type DetailQuery = z.input<typeof detailQuerySchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const incomeMonthSchema = z.object({
  month: z.string().describe("'YYYY-MM', club-local"),
  /** Card payments that succeeded in the month. */
  payments: z.number().int(),
  /** What those payments took, passing-on fees included. */
  taken: minorUnits,
  /** The passing-on fees parents paid within `taken`. */
  passedOnFees: minorUnits,
  /** Money given back in the month. */
  refunded: minorUnits,
  /** The platform's share of the month's payments, less the share refunds gave back. */
  platformFees: minorUnits,
  /** taken − refunded − platformFees: what the month leaves the club before the card provider's own fee. */
  net: minorUnits,
});
export type IncomeMonth = z.infer<typeof incomeMonthSchema>;
const monthTotalsSchema = incomeMonthSchema.omit({ month: true });

export const incomeTermSchema = z.object({
  termId: z.number(),
  name: z.string(),
  startDate: localDate,
  endDate: localDate,
  /**
   * What the term's orders (not cancelled) charge: each order with a line for one of its runs, its total to pay
   * (the passing-on fee included).
   */
  booked: minorUnits,
  /** Of it, on completed orders (by card or paid offline). */
  paid: minorUnits,
  /** Of it, on orders still waiting for payment: the orders list's outstanding for the term. */
  outstanding: minorUnits,
});
export type IncomeTerm = z.infer<typeof incomeTermSchema>;

export const incomeAnalysisResponseSchema = z.object({
  /** The club's id: the detail's path names it. */
  clientId: z.number(),
  period: periodSchema,
  currency: z.string(),
  months: z.array(incomeMonthSchema),
  monthTotals: monthTotalsSchema,
  /** Terms with a session in the period. */
  terms: z.array(incomeTermSchema),
  termTotals: incomeTermSchema.pick({ booked: true, paid: true, outstanding: true }),
  /** Everything owed now, whatever the period: what every order waiting for payment will charge. */
  outstanding: minorUnits,
});
export type IncomeAnalysisResponse = z.infer<typeof incomeAnalysisResponseSchema>;

export const detailLineSchema = z.object({
  orderId: z.number(),
  /** The order's reference in its payment page's address (its uuid); staff pages and the CSV name it by `orderId`. */
  orderRef: z.string(),
  /** The day the card payment succeeded, or the order was made when nothing was paid. */
  date: localDate,
  status: z.enum(orderStatuses),
  parent: z.string(),
  /** What the order was for: its runs, camps and other lines, as one line. */
  what: z.string(),
  /** The order's total, after discounts: what the club is paid for it. */
  total: minorUnits,
  /** The fee passed on to the parent, fixed at checkout: its own line of what is charged. */
  passingOnFee: minorUnits,
  /** What the order charges: its total and the passing-on fee (`totalToPayOf`). */
  charged: minorUnits,
  /** What the card payment took; null when nothing was paid by card. */
  paid: minorUnits.nullable(),
  /** The platform's share of the card payment, less what refunds gave back of it. */
  platformFee: minorUnits,
  refunded: minorUnits,
});
export type DetailLine = z.infer<typeof detailLineSchema>;

export const detailResponseSchema = z.object({
  period: periodSchema,
  lines: z.array(detailLineSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type DetailResponse = z.infer<typeof detailResponseSchema>;

export const payoutMonthSchema = z.object({
  month: z.string(),
  taken: minorUnits,
  refunded: minorUnits,
  platformFees: minorUnits,
  /** taken − refunded − platformFees. */
  expected: minorUnits,
});
export const payoutDetailsResponseSchema = z.object({
  period: periodSchema,
  currency: z.string(),
  months: z.array(payoutMonthSchema),
  total: minorUnits,
});
export type PayoutDetailsResponse = z.infer<typeof payoutDetailsResponseSchema>;

export const capacityRunSchema = z.object({
  termId: z.number(),
  termName: z.string(),
  runId: z.number(),
  className: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  waiting: z.number().int(),
  /** booked of capacity, a whole percent. */
  fillPercent: z.number().int(),
});
export const capacityCampDaySchema = z.object({
  campId: z.number(),
  campName: z.string(),
  campDayId: z.number(),
  date: localDate,
  capacity: z.number().int(),
  booked: z.number().int(),
  fillPercent: z.number().int(),
});
export const scheduleCapacityResponseSchema = z.object({
  runs: z.array(capacityRunSchema),
  campDays: z.array(capacityCampDaySchema),
});
export type ScheduleCapacityResponse = z.infer<typeof scheduleCapacityResponseSchema>;

export const clientParamSchema = idParam('clientId');

/** Money, so the club's managers with financial access (and platform managers). */
const finance = {
  tags: ['reporting'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'], financial: true },
  scope: 'club',
} as const;

/** The financials summary's reports (spec §7 "Reporting"), each a read of the club's own money or places. */
export const reportingApi = {
  incomeAnalysis: defineRoute({
    ...finance,
    operationId: 'incomeAnalysis',
    method: 'GET',
    path: '/api/v4/reporting/incomeanalysis',
    summary:
      'Income by club-local month (card payments, refunds, platform fees, net) and by term (what its runs were booked for, paid and outstanding)',
    query: periodQuerySchema,
    response: incomeAnalysisResponseSchema,
  }),
  incomeAnalysisCsv: defineRoute({
    ...finance,
    operationId: 'incomeAnalysisCsv',
    method: 'GET',
    path: '/api/v4/reporting/incomeanalysis.csv',
    summary: 'The income analysis as a CSV download (text/csv): the months, then the terms',
    query: periodQuerySchema,
  }),
  reportingDetail: defineRoute({
    ...finance,
    operationId: 'reportingDetail',
    method: 'GET',
    path: '/api/v4/reporting/:clientId/detail',
    summary:
      "One line per order of the period (the club's id in the path): date, order ref, parent, what, money, fees, refunded; 50 a page",
    params: clientParamSchema,
    query: detailQuerySchema,
    response: detailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  reportingDetailCsv: defineRoute({
    ...finance,
    operationId: 'reportingDetailCsv',
    method: 'GET',
    path: '/api/v4/reporting/:clientId/detail.csv',
    summary: 'Every line of the detail for the period (no paging) as a CSV download (text/csv)',
    params: clientParamSchema,
    query: periodQuerySchema,
    errors: ['NOT_FOUND'],
  }),
  payoutDetails: defineRoute({
    ...finance,
    operationId: 'payoutDetails',
    method: 'GET',
    path: '/api/v4/reporting/stripe-payout-details',
    summary:
      "What the club should receive from the card provider per month: payments − refunds − platform fees, before the provider's own processing fee. The payouts themselves (dates, amounts, the provider's fees) are in the card provider's dashboard: nothing here asks the provider.",
    query: periodQuerySchema,
    response: payoutDetailsResponseSchema,
  }),
  scheduleCapacity: defineRoute({
    ...finance,
    operationId: 'scheduleCapacity',
    method: 'GET',
    path: '/api/v4/reporting/schedule-capacity',
    summary:
      'Each run of the current and future terms, and each camp day from today: capacity, places booked, waiting list, fill %',
    response: scheduleCapacityResponseSchema,
  }),
  scheduleAnalyticsReport: defineRoute({
    operationId: 'scheduleAnalyticsReport',
    method: 'GET',
    path: '/api/v4/reporting/schedule-analytics',
    summary:
      "The schedule page's analytics for a period of club-local days (the last 28 by default, at most 366): views, visitors, filters used, and each class's funnel from Info & Booking to places booked",
    tags: ['reporting'],
    access: scheduleManagers,
    scope: 'club',
    query: analyticsPeriodQuerySchema,
    response: scheduleAnalyticsReportSchema,
  }),
};
