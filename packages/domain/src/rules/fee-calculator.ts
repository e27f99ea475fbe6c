import { absorbTotal, FEE_CALCULATOR_DEFAULTS, passOnTotal, type FeeRates } from './fees.js';
import { roundHalfUp } from './rounding.js';

/**
 * The Sales Calculator (spec §2 "Club settings and admin", §9 "Fee calculator"), written once for the club's
 * calculator (the Health Check's 'More Payments. Less Hassle.' modal and its page) and the customer's.
 *
 * Inputs as the spec names them: Desired Class Price in pounds, Platform Fee Percentage (the provider's and the
 * platform's together), Fixed Fee in pence, Bookings. All money is worked in minor units (pence) with integer
 * arithmetic, so a figure is the same in every browser and on a hand calculator.
 *
 * Decisions where the spec is silent (docs/club-settings.md, "Calculators"):
 * - "the increase needed to reach the desired price" is the percentage the class price must rise by so that, once
 *   the fees are taken from it, the club still receives the desired price: (absorbed total − price) ÷ price, two
 *   decimals. (The same difference in money is the "cost of processing".)
 * - "profit if rounded up" is for all the Bookings, not one, and says so: (the rounded-up total − the absorbed total,
 *   both as shown to the penny) × Bookings, so the figures on the page add up.
 *   "Like having X extra bookings" is that profit ÷ the class price, rounded down (a part of a booking is not one).
 * - The absorbed total is rounded up to the next 100 minor units, a whole pound (spec readings: "nearest 100").
 */
export interface SalesCalculatorInput {
  /** Desired Class Price in minor units (the form takes pounds). */
  price: number;
  /** Platform Fee Percentage, at most two decimals. */
  percent: number;
  /** Fixed Fee in minor units (pence). */
  fixedFee: number;
  bookings: number;
}

export interface SalesCalculation {
  /** What parents pay when the club passes the fees on: price + percent of price + fixed fee (minor units). */
  passedOnCost: number;
  /** The percentage the price must rise by to leave the club the desired price after fees (two decimals). */
  increasePercent: number;
  /** The absorbed total (price + fixed) ÷ (1 − percent), to the penny (minor units). */
  absorbedTotal: number;
  /** Cost of processing: the absorbed total minus the class price (minor units). */
  processingCost: number;
  /** The absorbed total rounded up to the next whole pound (minor units). */
  roundedTotal: number;
  /** Profit if rounded up, over all the bookings: (rounded total − absorbed total) × bookings (minor units). */
  profit: number;
  /** 'Like having X extra bookings': profit ÷ class price, rounded down. */
  extraBookings: number;
}

/** Limits that keep every product below 2^53 and the figures sensible for a class. */
export const SALES_CALCULATOR_LIMITS = {
  /** £10,000 */
  maxPrice: 1_000_000,
  /** Below 100 %: at 100 % fees leave nothing. */
  maxPercent: 99.99,
  /** £100 in pence */
  maxFixedFee: 10_000,
  maxBookings: 100_000,
} as const;

/** Bookings the calculators start with (the spec gives none): a club's term of a few classes. */
export const DEFAULT_CALCULATOR_BOOKINGS = 100;

/** The club's calculator starts at the spec's basic defaults (£100, 4.5 %, 20p); the customer's at £50. */
export const salesCalculatorDefaults = (variant: 'club' | 'customer') => ({
  price: String(variant === 'customer' ? FEE_CALCULATOR_DEFAULTS.customerPrice : FEE_CALCULATOR_DEFAULTS.price),
  percent: String(FEE_CALCULATOR_DEFAULTS.percent),
  fixedFee: String(FEE_CALCULATOR_DEFAULTS.fixedFee),
  bookings: String(DEFAULT_CALCULATOR_BOOKINGS),
});

const WHOLE_IN_HUNDREDTHS = 10_000;
const WHOLE_UNIT = 100;

/** The one percentage as the fee rules take it: the provider's and the platform's together. */
const ratesOf = (input: SalesCalculatorInput): FeeRates => ({
  providerPercent: input.percent,
  commissionPercent: 0,
  fixedFee: input.fixedFee,
});

export function salesCalculation(input: SalesCalculatorInput): SalesCalculation {
  const problems = calculatorInputProblems(input);
  const first = Object.entries(problems)[0];
  if (first) throw new RangeError(`${first[0]} ${first[1]}`);
  const { price, fixedFee, bookings } = input;
  const hundredths = Math.round(input.percent * 100);
  // The exact absorbed total in minor units is numerator ÷ denominator.
  const numerator = (price + fixedFee) * WHOLE_IN_HUNDREDTHS;
  const denominator = WHOLE_IN_HUNDREDTHS - hundredths;
  const absorbedTotal = roundHalfUp(numerator, denominator);
  const roundedTotal = absorbTotal(price, ratesOf(input));
  const profit = (roundedTotal - absorbedTotal) * bookings;
  const increase = numerator - price * denominator;
  return {
    passedOnCost: passOnTotal(price, ratesOf(input)),
    increasePercent: roundHalfUp(increase * WHOLE_IN_HUNDREDTHS, price * denominator) / 100,
    absorbedTotal,
    processingCost: absorbedTotal - price,
    roundedTotal,
    profit,
    extraBookings: Math.floor(profit / price),
  };
}

type Field = keyof SalesCalculatorInput;
export type CalculatorProblems = Partial<Record<Field, string>>;

const decimals = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** What is wrong with each input, in words for the form (none: the calculation can be made). */
export function calculatorInputProblems(input: SalesCalculatorInput): CalculatorProblems {
  const limits = SALES_CALCULATOR_LIMITS;
  const problems: CalculatorProblems = {};
  const { price, percent, fixedFee, bookings } = input;
  if (!Number.isSafeInteger(price) || price <= 0 || price > limits.maxPrice)
    problems.price = `must be more than 0 and at most ${limits.maxPrice / 100}`;
  if (!Number.isFinite(percent) || percent < 0 || percent > limits.maxPercent || !decimals(percent, 2))
    problems.percent = `must be from 0 to ${limits.maxPercent} with at most two decimals`;
  if (!Number.isSafeInteger(fixedFee) || fixedFee < 0 || fixedFee > limits.maxFixedFee)
    problems.fixedFee = `must be whole pence from 0 to ${limits.maxFixedFee}`;
  if (!Number.isSafeInteger(bookings) || bookings < 0 || bookings > limits.maxBookings)
    problems.bookings = `must be a whole number from 0 to ${limits.maxBookings}`;
  return problems;
}

/** The form's text as typed: Desired Class Price in pounds, the others as their fields say. */
export type SalesCalculatorForm = Record<Field, string>;

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Reads the form: each field is needed and must be a number (digits, an optional minus and decimal part; no
 * letters or spaces inside), then within its limits (so '-5' says the range, not that it is not a number).
 * Answers the input in minor units, or the problem of each field.
 */
export function readSalesCalculatorForm(
  form: SalesCalculatorForm,
): { input: SalesCalculatorInput; problems?: undefined } | { input?: undefined; problems: CalculatorProblems } {
  const problems: CalculatorProblems = {};
  const numberOf = (field: Field): number => {
    if (!NUMBER.test(form[field])) {
      problems[field] = form[field].trim() === '' ? 'is required' : 'must be a number';
      return NaN;
    }
    return Number(form[field]);
  };
  const pounds = numberOf('price');
  const input: SalesCalculatorInput = {
    price: decimals(pounds, 2) ? Math.round(pounds * WHOLE_UNIT) : NaN,
    percent: numberOf('percent'),
    fixedFee: numberOf('fixedFee'),
    bookings: numberOf('bookings'),
  };
  if (!problems.price && !decimals(pounds, 2)) problems.price = 'must be pounds with at most two decimals';
  const all = { ...calculatorInputProblems(input), ...problems };
  return Object.keys(all).length > 0 ? { problems: all } : { input };
}
