import { messages } from '@clubroom/domain/messages';

const t = messages.paymentPages.cardField;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  /** The lengths a number of the brand can have, shortest first. */
  lengths: number[];
  cvcLength: number;
  /** Where the spaces go as the number is typed (digits per group). */
  groups: number[];
}

const fours = [4, 4, 4, 4, 3];
/** Card brands by their number's first digits (the IIN ranges Stripe's card Element knows). */
const BRANDS: BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], cvcLength: 4, groups: [4, 6, 5] },
  { brand: 'diners', prefix: /^3(0[0-5]|[689])/, lengths: [14, 16], cvcLength: 3, groups: [4, 6, 6] },
  { brand: 'jcb', prefix: /^35/, lengths: [16], cvcLength: 3, groups: fours },
  { brand: 'discover', prefix: /^(6011|65|64[4-9])/, lengths: [16], cvcLength: 3, groups: fours },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19], cvcLength: 3, groups: fours },
  {
    brand: 'mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    cvcLength: 3,
    groups: fours,
  },
  { brand: 'visa', prefix: /^4/, lengths: [16], cvcLength: 3, groups: fours },
];
const UNKNOWN: BrandRule = { brand: 'unknown', prefix: /^/, lengths: [16], cvcLength: 3, groups: fours };

const digitsOf = (text: string) => text.replace(/\D/g, '');
const ruleOf = (digits: string) => BRANDS.find((rule) => rule.prefix.test(digits)) ?? UNKNOWN;

export const cardBrandOf = (number: string): CardBrand => ruleOf(digitsOf(number)).brand;

/** The card number as typed, in its brand's groups (`4242 4242 4242 4242`), cut at the brand's longest length. */
export function formatCardNumber(input: string): string {
  const rule = ruleOf(digitsOf(input));
  let rest = digitsOf(input).slice(0, rule.lengths[rule.lengths.length - 1]);
  const parts: string[] = [];
  for (const size of rule.groups) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return [...parts, rest].filter(Boolean).join(' ');
}

/** The expiry as typed, `MM / YY`: a first digit above 1 is a month of its own (`4` is `04`). */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The CVC as typed: digits only, no longer than the brand's. */
export const formatCvc = (input: string, number: string) =>
  digitsOf(input).slice(0, ruleOf(digitsOf(number)).cvcLength);

/** The number is whole: its brand's longest and passing its check (the field moves on to the expiry). */
export function isWholeNumber(number: string): boolean {
  const digits = digitsOf(number);
  const { lengths } = ruleOf(digits);
  return digits.length === lengths[lengths.length - 1] && luhnValid(digits);
}

/** Passes the Luhn check every real card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A part's state: complete, being typed (its `incomplete` words shown once the parent has left it), or wrong. */
type PartCheck = { ok: true } | { ok: false; message: string; definite: boolean };
const ok: PartCheck = { ok: true };
const incomplete = (message: string): PartCheck => ({ ok: false, message, definite: false });
const wrong = (message: string): PartCheck => ({ ok: false, message, definite: true });

function checkNumber(number: string): PartCheck {
  const digits = digitsOf(number);
  const { lengths } = ruleOf(digits);
  const longest = lengths[lengths.length - 1];
  if (lengths.includes(digits.length) && luhnValid(digits)) return ok;
  // At its brand's longest, a number failing Luhn is wrong at once; shorter, it may still be typed on.
  if (digits.length >= longest) return wrong(t.numberInvalid);
  return incomplete(lengths[0] <= digits.length ? t.numberInvalid : t.numberIncomplete);
}

/** The expiry's month and year (the year in full), once both are typed. */
export function expiryOf(expiry: string): { month: number; year: number } | null {
  const digits = digitsOf(expiry);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** How many years ahead a card's expiry may be before it is taken for a typing mistake (as Stripe does). */
const MAX_YEARS_AHEAD = 50;

function checkExpiry(expiry: string, today: Date): PartCheck {
  const digits = digitsOf(expiry);
  if (digits.length >= 2 && (Number(digits.slice(0, 2)) < 1 || Number(digits.slice(0, 2)) > 12)) {
    return wrong(t.expiryMonthInvalid);
  }
  const date = expiryOf(expiry);
  if (!date) return incomplete(t.expiryIncomplete);
  const thisYear = today.getFullYear();
  if (date.year < thisYear) return wrong(t.expiryYearPast);
  if (date.year > thisYear + MAX_YEARS_AHEAD) return wrong(t.expiryYearInvalid);
  // A card is good to the end of its expiry month.
  if (date.year === thisYear && date.month < today.getMonth() + 1) return wrong(t.expiryDatePast);
  return ok;
}

function checkCvc(cvc: string, number: string): PartCheck {
  return digitsOf(cvc).length === ruleOf(digitsOf(number)).cvcLength ? ok : incomplete(t.cvcIncomplete);
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardPart = keyof CardInput;

/**
 * The card field's state as Stripe's card Element reports it: complete, or the first part's error
 * (number, then expiry, then CVC). A part still being typed says nothing until the parent has left it
 * (`left`); a part that cannot be right (a number failing its check, a past year) says so at once.
 */
export function checkCard(
  card: CardInput,
  left: ReadonlySet<CardPart>,
  today: Date,
): { complete: boolean; error: string | null; errorPart: CardPart | null } {
  const checks: [CardPart, PartCheck][] = [
    ['number', checkNumber(card.number)],
    ['expiry', checkExpiry(card.expiry, today)],
    ['cvc', checkCvc(card.cvc, card.number)],
  ];
  for (const [part, check] of checks) {
    if (!check.ok && (check.definite || left.has(part))) {
      return { complete: false, error: check.message, errorPart: part };
    }
  }
  return { complete: checks.every(([, check]) => check.ok), error: null, errorPart: null };
}
