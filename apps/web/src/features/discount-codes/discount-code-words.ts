import type { AdminDiscountCode } from '@clubroom/domain/api';
import { listInWords, messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import { dateLabel } from '../admin-schedule/schedule-words';

const t = messages.discountCodes;

/** '10% off', '£5.00 off'. */
export const reductionInWords = ({ reduction }: Pick<AdminDiscountCode, 'reduction'>) =>
  reduction.kind === 'percentage'
    ? t.percentOff(String(reduction.percent))
    : t.amountOff(formatMoney(reduction.amount));

/** When it can be used, its uses and limits, and what it applies to: one line each, as the list shows them. */
export function codeFacts(code: AdminDiscountCode): string[] {
  const { validFrom: from, validTo: to } = code;
  const dates =
    from && to
      ? t.validBetween(dateLabel(from), dateLabel(to))
      : from
        ? t.validFrom(dateLabel(from))
        : to
          ? t.validTo(dateLabel(to))
          : t.always;
  return [
    dates,
    [t.usedTimes(code.used, code.usageLimit), code.perFamilyLimit && t.perFamily(code.perFamilyLimit)]
      .filter(Boolean)
      .join(' · '),
    code.limitedTo === null ? t.appliesToAll : t.appliesTo(listInWords(code.appliesTo)),
  ];
}
