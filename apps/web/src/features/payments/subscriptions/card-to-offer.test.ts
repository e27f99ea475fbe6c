import type { OutstandingInvoice, SavedCard } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { cardToOffer } from './card-to-offer';

const card = (id: string): SavedCard => ({ id, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
const invoice = (failedCardId: string | null): OutstandingInvoice => ({
  invoiceId: 'in_1',
  subscriptionId: 'sub_1',
  planName: 'Monthly plan: Teen Gymnastics',
  amount: 3000,
  currency: 'GBP',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  places: [{ childName: 'Tia Parent', className: 'Teen Gymnastics' }],
  failedCardId,
});

describe('cardToOffer', () => {
  it.each([
    ['another saved card, not the one declined', [card('pm_failed'), card('pm_good')], 'pm_failed', 'pm_good'],
    ['none when the declined card is the only one', [card('pm_failed')], 'pm_failed', null],
    ['the first card when none is known to have failed', [card('pm_a'), card('pm_b')], null, 'pm_a'],
    ['none without saved cards', [], 'pm_failed', null],
  ])('is %s', (_case, cards, failed, expected) => {
    expect(cardToOffer(cards, [invoice(failed)])).toBe(expected);
  });
});
