import type { AdminDiscountCode, DiscountCodeBody } from '@clubroom/domain/api';
import { formatAmount, penceOf } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';

const says = messages.discountCodes.errors;

/** The form's values as typed. */
export interface CodeValues {
  code: string;
  kind: 'percentage' | 'fixed';
  percent: string;
  amount: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  perFamilyLimit: string;
  /** Only the chosen runs, camps and terms (else everything). */
  limited: boolean;
  runIds: number[];
  campIds: number[];
  termIds: number[];
}

export const emptyCode: CodeValues = {
  code: '',
  kind: 'percentage',
  percent: '',
  amount: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  perFamilyLimit: '',
  limited: false,
  runIds: [],
  campIds: [],
  termIds: [],
};

/** A saved code as the form shows it. */
export const valuesOf = (code: AdminDiscountCode): CodeValues => ({
  code: code.code,
  kind: code.reduction.kind,
  percent: code.reduction.kind === 'percentage' ? String(code.reduction.percent) : '',
  amount: code.reduction.kind === 'fixed' ? formatAmount(code.reduction.amount) : '',
  validFrom: code.validFrom ?? '',
  validTo: code.validTo ?? '',
  usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
  perFamilyLimit: code.perFamilyLimit === null ? '' : String(code.perFamilyLimit),
  limited: code.limitedTo !== null,
  runIds: code.limitedTo?.runIds ?? [],
  campIds: code.limitedTo?.campIds ?? [],
  termIds: code.limitedTo?.termIds ?? [],
});

const uses = (typed: string) => (typed.trim() === '' ? null : /^\d+$/.test(typed.trim()) ? Number(typed) : NaN);

/**
 * The request body from what was typed, or the fields that cannot become one (named as the server
 * names them). The server checks the rest (limits, dates, the scope) and names what it refuses.
 */
export function bodyOf(values: CodeValues): { body: DiscountCodeBody | null; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const percent = /^\d{1,3}(\.\d{1,2})?$/.test(values.percent.trim()) ? Number(values.percent) : null;
  const amount = penceOf(values.amount);
  if (values.kind === 'percentage' && percent === null) problems['reduction.percent'] = says.percentInvalid;
  if (values.kind === 'fixed' && amount === null) problems['reduction.amount'] = says.amountInvalid;
  const usageLimit = uses(values.usageLimit);
  const perFamilyLimit = uses(values.perFamilyLimit);
  if (Number.isNaN(usageLimit)) problems.usageLimit = says.limitInvalid;
  if (Number.isNaN(perFamilyLimit)) problems.perFamilyLimit = says.limitInvalid;
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    body: {
      code: values.code,
      reduction:
        values.kind === 'percentage' ? { kind: 'percentage', percent: percent! } : { kind: 'fixed', amount: amount! },
      validFrom: values.validFrom || null,
      validTo: values.validTo || null,
      usageLimit,
      perFamilyLimit,
      limitedTo: values.limited ? { runIds: values.runIds, campIds: values.campIds, termIds: values.termIds } : null,
    },
    problems,
  };
}
