import type { PaymentOrder } from '@clubroom/domain/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoutes } from '../../test-support/fake-api';
import { fixTheDate } from '../../test-support/fixed-date';
import { errorBeside, renderPage } from '../../test-support/render';
import PaymentPage from './payment-page';

const ORDER_ID = '33333333-3333-4333-8333-333333333333';

/** A pending order of £85.50 paid through the sandbox (the offline provider: its card field is the page's own). */
const order: PaymentOrder = {
  orderId: ORDER_ID,
  uuid: ORDER_ID,
  status: 'pending',
  amount: 8550,
  creditApplied: 0,
  passingOnFee: 0,
  total: 8550,
  currency: 'GBP',
  clubName: 'Little Legends Sports Club',
  subdomain: 'demo',
  absorbCharges: 1,
  includesSubscription: false,
  parentHasSubscription: false,
  hasSubscriptionBookings: '0',
  paymentRequest: {
    country: 'GB',
    currency: 'gbp',
    total: { label: 'Order for Little Legends Sports Club', amount: 8550 },
    displayItems: [
      { label: 'Mini Kickers – Term: Ada', amount: 8000 },
      { label: 'Mini Kickers – Trial session: Ben', amount: 550 },
    ],
  },
  provider: { name: 'sandbox', publishableKey: null, connectedAccountId: null },
  savedCards: [],
  currentPlan: null,
  subscriptionPlan: null,
};

const PAY = 'POST /rest/v1/payments/pay';
const NEW_METHOD = 'POST /sandbox/v1/payment_methods';
const paid = {
  [NEW_METHOD]: {
    body: {
      id: 'pm_sandbox_1',
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      billing_details: { name: 'Ada Parent' },
    },
  },
  [PAY]: { body: { data: { status: 'succeeded', paymentIntentId: 'pi_sandbox_1', clientSecret: null } } },
  'POST /rest/v1/payments/post-pay': { body: { data: { uuid: ORDER_ID, status: 'completed' } } },
} satisfies FakeRoutes;

/** The order's payment page, the club's policies unwritten; the card form chosen over the sandbox's wallet. */
async function openPayment(theOrder: PaymentOrder, routes: FakeRoutes = paid) {
  const api = fakeApi({
    [`GET /api/payments/orders/${ORDER_ID}`]: { body: { data: theOrder } },
    'GET /rest/v1/policy/terms-and-conditions': { body: { policy: null } },
    'GET /rest/v1/policy/privacy': { body: { policy: null } },
    ...routes,
  });
  const page = renderPage(<PaymentPage />, { path: '/order/:uuid/pay', url: `/order/${ORDER_ID}/pay` });
  await page.user.click(await screen.findByRole('button', { name: 'Or pay with card' }));
  return { ...page, api };
}

const payButton = () => screen.getByRole('button', { name: 'Pay £85.50' }) as HTMLButtonElement;

/** Types a sandbox test card that succeeds (and the name on it, unless told otherwise). */
async function typeCard(user: Awaited<ReturnType<typeof openPayment>>['user'], name = 'Ada Parent') {
  if (name) await user.type(screen.getByLabelText('Name on card'), name);
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('the payment page (sandbox card form)', () => {
  fixTheDate('2026-10-14T11:00:00Z');

  it('sums up the order: each line and the total to pay', async () => {
    await openPayment(order);

    expect(screen.getByText('Order summary: £85.50')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['Mini Kickers – Term: Ada£80.00', 'Mini Kickers – Trial session: Ben£5.50', 'Total£85.50']);
  });

  it('keeps Pay disabled until the card is complete', async () => {
    const { user } = await openPayment(order);
    expect(payButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM / YY)'), '1230');
    expect(payButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await waitFor(() => expect(payButton().disabled).toBe(false));
  });

  it('pays with the card typed, once, then confirms the order and opens its page', async () => {
    const { user, api, elsewhere } = await openPayment(order);
    await typeCard(user);
    await user.dblClick(payButton());

    await waitFor(() => expect(elsewhere()).toBe(`/order/${ORDER_ID}`));
    expect(api.bodiesSentTo(NEW_METHOD)).toEqual([
      {
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        billing_details: { name: 'Ada Parent' },
      },
    ]);
    expect(api.bodiesSentTo(PAY)).toEqual([{ orderId: ORDER_ID, paymentMethodId: 'pm_sandbox_1', rememberCard: 0 }]);
    expect(api.bodiesSentTo('POST /rest/v1/payments/post-pay')).toEqual([
      { paymentIntentId: 'pi_sandbox_1', orderId: ORDER_ID },
    ]);
  });

  it('asks for the name on the card before sending anything', async () => {
    const { user, api } = await openPayment(order);
    await typeCard(user, '');
    await user.click(payButton());

    const name = screen.getByLabelText('Name on card');
    await waitFor(() => expect(errorBeside(name)).toBe('Please fill in the Name on card'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(api.sent.filter((x) => x.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal of the payment and lets the parent try again", async () => {
    const declined = 'Your card was declined. Please use another card, or contact your bank.';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, elsewhere } = await openPayment(order, {
      ...paid,
      [PAY]: { status: 402, body: { error: { code: 'PAYMENT_FAILED', message: declined } } },
    });
    await typeCard(user);
    await user.click(payButton());

    await waitFor(() => expect(screen.getByText(declined)).toBeTruthy());
    expect(payButton().disabled).toBe(false);
    expect(elsewhere()).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('pays with a saved card without a card typed, remembering nothing new', async () => {
    const savedCard = { id: 'pm_saved_9', brand: 'visa', last4: '1881', exp_month: 3, exp_year: 2029 };
    const { user, api, elsewhere } = await openPayment({ ...order, savedCards: [savedCard] });
    await user.click(payButton());

    await waitFor(() => expect(elsewhere()).toBe(`/order/${ORDER_ID}`));
    expect(api.bodiesSentTo(NEW_METHOD)).toEqual([]);
    expect(api.bodiesSentTo(PAY)).toEqual([{ orderId: ORDER_ID, paymentMethodId: 'pm_saved_9', rememberCard: 0 }]);
  });
});
