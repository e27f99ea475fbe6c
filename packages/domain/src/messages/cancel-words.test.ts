import { describe, expect, it } from 'vitest';
import { cancelMoneyWords } from './cancel-words.js';

const plan = { monthlyAmount: 3000, onlyPlace: true, trialing: false };
const club = { name: 'Demo Sports Club', currencySymbol: '£' };

/** Issue 21.7: the cancel dialog and the cancellation email say the same about a place's money. */
describe("cancelMoneyWords: what cancelling does to a place's money", () => {
  it.each([
    [
      'paid once, the club arranges refunds',
      { refundOnCancel: false, creditOnCancel: null, paymentPlan: null },
      /^Refunds, where due, are arranged by the club\.$/,
    ],
    [
      'refunded at once',
      { refundOnCancel: true, creditOnCancel: null, paymentPlan: null },
      /^Its price is refunded to the card that paid for it: refunds usually reach/,
    ],
    [
      'kept as credit for a later booking',
      { refundOnCancel: false, creditOnCancel: 1_250, paymentPlan: null },
      /^£12\.50 is kept as credit with Demo Sports Club for a later booking\.$/,
    ],
    [
      "a plan's only place: the plan ends",
      { refundOnCancel: false, creditOnCancel: null, paymentPlan: plan },
      /^Its monthly payment plan \(£30\.00 a month\) ends when the period already paid for ends: nothing more is taken\.$/,
    ],
    [
      'in its free trial',
      { refundOnCancel: false, creditOnCancel: null, paymentPlan: { ...plan, trialing: true } },
      /^Its monthly payment plan ends with its free trial: nothing is taken\.$/,
    ],
    [
      'one of several places',
      { refundOnCancel: false, creditOnCancel: null, paymentPlan: { ...plan, onlyPlace: false } },
      /^It comes off your monthly payment plan: from your next payment, £30\.00 a month less is taken\.$/,
    ],
  ])('%s', (_, facts, words) => {
    expect(cancelMoneyWords(facts, club)).toMatch(words);
  });

  it("writes a plan's amount in the club's currency", () => {
    expect(
      cancelMoneyWords(
        { refundOnCancel: false, creditOnCancel: null, paymentPlan: plan },
        { ...club, currencySymbol: '€' },
      ),
    ).toContain('(€30.00 a month)');
  });
});
