import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { stripeCollector } from './stripe-collector';

/** Stripe.js as far as the collector uses it, each call recorded. */
function fakeStripe() {
  const handlers = new Map<string, (event: unknown) => void>();
  const card = {
    on: vi.fn((type: string, handler: (event: unknown) => void) => handlers.set(type, handler)),
    mount: vi.fn(),
    update: vi.fn(),
    focus: vi.fn(),
    destroy: vi.fn(),
  };
  const request = { canMakePayment: vi.fn(async () => null), on: vi.fn(), off: vi.fn() };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_123' } })),
    createToken: vi.fn(async () => ({ error: { type: 'card_error', code: 'incorrect_cvc', message: 'Wrong CVC.' } })),
    confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 100 } })),
    confirmCardSetup: vi.fn(async () => ({ error: { type: 'card_error', message: 'Your card was declined.' } })),
    paymentRequest: vi.fn(() => request),
  };
  return { stripe, card, handlers, request };
}

describe('the card collector on Stripe.js', () => {
  it("mounts Stripe's card element without the postal code and reports its changes in the page's words", () => {
    const { stripe, card, handlers } = fakeStripe();
    const onChange = vi.fn();
    const container = {} as HTMLElement;
    const field = stripeCollector(stripe as unknown as Stripe).mountCardField(container, { onChange });
    const create = stripe.elements.mock.results[0].value.create as ReturnType<typeof vi.fn>;
    expect(create).toHaveBeenCalledWith('card', { hidePostalCode: true });
    expect(card.mount).toHaveBeenCalledWith(container);
    handlers.get('change')!({ complete: false, error: { message: 'Your card number is incomplete.' } });
    handlers.get('change')!({ complete: true });
    expect(onChange.mock.calls).toEqual([
      [{ complete: false, error: 'Your card number is incomplete.' }],
      [{ complete: true, error: null }],
    ]);
    field.setDisabled(true);
    expect(card.update).toHaveBeenCalledWith({ disabled: true });
  });

  it("makes payment methods and tokens with the cardholder's name, and passes Stripe's errors on", async () => {
    const { stripe, card } = fakeStripe();
    const collector = stripeCollector(stripe as unknown as Stripe);
    const field = collector.mountCardField({} as HTMLElement, { onChange: () => {} });
    expect(await collector.createPaymentMethod(field, 'Pat Parent')).toEqual({ paymentMethod: { id: 'pm_123' } });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { name: 'Pat Parent' },
    });
    expect(await collector.createToken(field, 'Pat Parent')).toEqual({
      error: { message: 'Wrong CVC.', code: 'incorrect_cvc' },
    });
    expect(stripe.createToken).toHaveBeenCalledWith(card, { name: 'Pat Parent' });
  });

  it('confirms payments and card set-ups with the client secret (3-D Secure in Stripe’s frame)', async () => {
    const { stripe } = fakeStripe();
    const collector = stripeCollector(stripe as unknown as Stripe);
    expect(await collector.confirmCardPayment('pi_1_secret')).toEqual({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret');
    expect(await collector.confirmCardSetup('seti_1_secret')).toEqual({
      error: { message: 'Your card was declined.' },
    });
  });

  it("asks for the payer's name on a wallet, and says there is no wallet when Stripe finds none", async () => {
    const { stripe } = fakeStripe();
    const options = {
      country: 'GB',
      currency: 'gbp',
      total: { label: 'Order for Demo', amount: 2215 },
      displayItems: [{ label: 'Football', amount: 2000 }],
    };
    const wallet = stripeCollector(stripe as unknown as Stripe).paymentRequest(options);
    expect(stripe.paymentRequest).toHaveBeenCalledWith({ ...options, requestPayerName: true });
    expect(await wallet.canMakePayment()).toBe(false);
  });
});
