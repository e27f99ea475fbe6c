import type { AdminRun, RunPlanBody, UpdateRunBody } from '@clubroom/domain/api';
import { formatAmount, penceOf } from '@clubroom/domain/rules';
import {
  venueChoiceOf,
  venueChoiceValuesOf,
  venueFormFieldOf,
  type VenueChoiceValues,
} from '../venues/venue-choice-values';

/** A class time as the form holds it: the day's `dow` as text (a select's value), times HH:MM. */
export interface ClassTimeValues {
  dow: string;
  startTime: string;
  endTime: string;
}

/** A run as its form holds it: text fields as typed, money in pounds; its venue as the venue chooser holds it. */
export interface RunFormValues extends VenueChoiceValues {
  className: string;
  classTimes: ClassTimeValues[];
  capacity: string;
  ageFrom: string;
  ageTo: string;
  pricePerSession: string;
  pricePerTerm: string;
  trial: boolean;
  trialPrice: string;
  inviteOnly: boolean;
  /** Sold as a monthly payment plan: its price a month (pounds), free days and billing day ('' for none). */
  plan: boolean;
  monthlyPrice: string;
  trialDays: string;
  billingDay: string;
}

export const newClassTime: ClassTimeValues = { dow: '1', startTime: '16:00', endTime: '17:00' };

const noPlan = { plan: false, monthlyPrice: '', trialDays: '0', billingDay: '' };

/** The plan's fields on the form. */
const planValuesOf = (plan: RunPlanBody | null) =>
  plan
    ? {
        plan: true,
        monthlyPrice: formatAmount(plan.monthlyPrice),
        trialDays: String(plan.trialDays),
        billingDay: plan.billingDay === null ? '' : String(plan.billingDay),
      }
    : noPlan;

/** The form's values for a run (a new run when none): money shown in pounds. */
export function runFormValuesOf(run: AdminRun | undefined, firstVenueId: number | undefined): RunFormValues {
  if (!run) {
    return {
      className: '',
      ...venueChoiceValuesOf(firstVenueId),
      classTimes: [newClassTime],
      capacity: '12',
      ageFrom: '0',
      ageTo: '0',
      pricePerSession: '',
      pricePerTerm: '',
      trial: false,
      trialPrice: '',
      inviteOnly: false,
      ...noPlan,
    };
  }
  return {
    className: run.className,
    ...venueChoiceValuesOf(run.venueId),
    classTimes: run.classTimes.map((t) => ({ dow: String(t.dow), startTime: t.startTime, endTime: t.endTime })),
    capacity: String(run.capacity),
    ageFrom: String(run.ageFrom),
    ageTo: String(run.ageTo),
    pricePerSession: formatAmount(run.pricePerSession),
    pricePerTerm: run.pricePerTerm === null ? '' : formatAmount(run.pricePerTerm),
    trial: run.trial,
    trialPrice: run.trial ? formatAmount(run.trialPrice) : '',
    inviteOnly: run.inviteOnly,
    ...planValuesOf(run.monthlyPlan),
  };
}

/** A whole number as typed; NaN otherwise. */
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export const NOT_AN_AMOUNT = 'must be an amount in pounds, such as 7.50';
export const NOT_A_NUMBER = 'must be a whole number';
export const REQUIRED = 'is required';

/** Why a number field cannot be read: left empty it is needed; otherwise it is not a number of its kind. */
export const unreadable = (text: string, notOne: typeof NOT_A_NUMBER | typeof NOT_AN_AMOUNT) =>
  text.trim() === '' ? REQUIRED : notOne;

/**
 * The run's body from the form, or the fields that are not numbers where numbers are needed (the
 * server checks everything else and names the field).
 */
export function runBodyOf(values: RunFormValues): { body: UpdateRunBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const whole = (field: keyof RunFormValues) => {
    const n = wholeOf(values[field] as string);
    if (Number.isNaN(n)) errors[field] = unreadable(values[field] as string, NOT_A_NUMBER);
    return n;
  };
  const money = (field: keyof RunFormValues, text = values[field] as string) => {
    const n = penceOf(text);
    if (n === null) errors[field] = unreadable(text, NOT_AN_AMOUNT);
    return n ?? 0;
  };
  const venue = venueChoiceOf(values);
  if ('error' in venue) errors.venueId = venue.error;
  const body: UpdateRunBody = {
    className: values.className,
    venue: 'venue' in venue ? venue.venue : { venueId: 0 },
    classTimes: values.classTimes.map((t) => ({ dow: Number(t.dow), startTime: t.startTime, endTime: t.endTime })),
    capacity: whole('capacity'),
    ageFrom: whole('ageFrom'),
    ageTo: whole('ageTo'),
    pricePerSession: money('pricePerSession'),
    pricePerTerm: values.pricePerTerm.trim() === '' ? null : money('pricePerTerm'),
    trial: values.trial,
    trialPrice: values.trial ? money('trialPrice', values.trialPrice.trim() || '0') : 0,
    inviteOnly: values.inviteOnly,
    monthlyPlan: values.plan
      ? {
          monthlyPrice: money('monthlyPrice'),
          trialDays: values.trialDays.trim() === '' ? 0 : whole('trialDays'),
          billingDay: values.billingDay.trim() === '' ? null : whole('billingDay'),
        }
      : null,
  };
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** A server issue's field (`venue.newVenue.postcode`, `monthlyPlan.trialDays`) as the form's field. */
export function runFormFieldOf(path: string): string {
  return venueFormFieldOf(path) ?? path.replace(/^monthlyPlan\./, '');
}
