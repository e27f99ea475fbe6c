import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { CardRefused, needsReload, paymentErrorMessage } from './payment-error';
import { purchaseDetail } from './purchase-event';

const generic = messages.somethingWentWrong.generic;

describe('the payment error shown', () => {
  it("is the response's message when the server sent one", () => {
    const declined = new ApiError(402, 'PAYMENT_FAILED', 'Your card was declined.');
    expect(paymentErrorMessage(declined)).toBe('Your card was declined.');
  });

  it("is the catalogue's words for the provider's answer when the card collector refused, never the provider's", () => {
    const failedCheck = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'The provided PaymentMethod has failed authentication. You can provide payment_method_data…',
    };
    expect(paymentErrorMessage(new CardRefused(failedCheck))).toBe(
      "Your bank didn't confirm this payment. Try again, or use another card.",
    );
    const noMoney = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'x' };
    expect(paymentErrorMessage(new CardRefused(noMoney))).toBe(
      "Your card was declined: there isn't enough money in the account. Please use another card.",
    );
    // An error of ours (no provider's type or code) keeps its words.
    expect(paymentErrorMessage(new CardRefused({ message: 'Please fill in the Name on card' }))).toBe(
      'Please fill in the Name on card',
    );
  });

  it('is the generic message for anything else, or an error without words', () => {
    expect(paymentErrorMessage(new TypeError('Failed to fetch'))).toBe(generic);
    expect(
      paymentErrorMessage(new ApiError(502, 'HTTP_ERROR', 'POST request Failed 502 on /rest/v1/payments/pay')),
    ).toBe(generic);
    expect(paymentErrorMessage(new ApiError(402, 'PAYMENT_FAILED', ''))).toBe(generic);
    expect(paymentErrorMessage(new CardRefused({ message: '' }))).toBe(generic);
  });

  it('reloads on a 401 only', () => {
    expect(needsReload(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue'))).toBe(true);
    expect(needsReload(new ApiError(402, 'PAYMENT_FAILED', 'Your card was declined.'))).toBe(false);
    expect(needsReload(new Error('x'))).toBe(false);
  });
});

describe('the purchase event', () => {
  it('carries the amount paid in pounds with two decimals, the currency, the order and the club', () => {
    const order = { uuid: 'a3c1', subdomain: 'demo', total: 1250, currency: 'GBP' };
    expect(purchaseDetail(order)).toEqual({ transactionId: 'a3c1', client: 'demo', value: '12.50', currency: 'GBP' });
    expect(purchaseDetail({ ...order, total: 7 }).value).toBe('0.07');
    expect(purchaseDetail({ ...order, total: 100000 }).value).toBe('1000.00');
  });
});
