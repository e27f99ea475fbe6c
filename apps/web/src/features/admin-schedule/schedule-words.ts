import type { AdminClassTime, RunPlanBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { dayKeys, formatLongDate, formatMoney, mondayFirstIndex, ordinal } from '@clubroom/domain/rules';

/** A club-local date (YYYY-MM-DD) as 'Mon 2nd November 2026'. */
export const dateLabel = (date: string) => formatLongDate(Date.parse(`${date}T12:00:00Z`) / 1000, 'UTC');

/** A weekly class time as 'Mon 16:30–17:30'. */
export const classTimeLabel = (time: AdminClassTime) =>
  `${dayKeys[mondayFirstIndex(time.dow)].short} ${time.startTime}–${time.endTime}`;

/** Weekdays, Monday first, as a select's options (value: `dow`, 0 = Sunday). */
export const weekdayOptions = dayKeys.map((day, i) => ({ value: String((i + 1) % 7), label: day.label }));

/** A run's monthly plan as '£32.50 a month, first 14 days free, taken on the 1st'. */
export const planSummaryOf = (plan: RunPlanBody) =>
  messages.adminSchedule.run.planSummary(
    formatMoney(plan.monthlyPrice),
    plan.trialDays,
    plan.billingDay === null ? null : ordinal(plan.billingDay),
  );
