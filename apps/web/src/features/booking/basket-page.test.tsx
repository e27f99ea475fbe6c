import type { BasketItem, BasketResponse, OrderLineView, OrderResponse } from '@clubroom/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRoutes } from '../../test-support/fake-api';
import { fixTheDate } from '../../test-support/fixed-date';
import { renderPage } from '../../test-support/render';
import BasketPage from './basket-page';

const NOW = '2026-10-14T11:00:00Z';
const TERM_ID = '11111111-1111-4111-8111-111111111111';
const TRIAL_ID = '22222222-2222-4222-8222-222222222222';
const ORDER_ID = '33333333-3333-4333-8333-333333333333';

const place = { termName: 'Autumn 2026', venueName: 'Riverside Hall', classTimes: [], sessions: null };
const item = (itemId: string, type: BasketItem['type'], childName: string, amount: number): BasketItem => ({
  itemId,
  type,
  childId: childName.length,
  childName,
  className: 'Mini Kickers',
  runId: 41,
  campId: null,
  weekId: null,
  dates: [],
  amount,
  monthlyPlan: null,
  cappedAtWeekPrice: false,
  expiresAt: '2026-10-14T11:15:00Z',
  offered: false,
  ...place,
});
const line = (basketItem: BasketItem): OrderLineView => ({
  type: basketItem.type === 'trial' ? 'trial' : 'term',
  description: `Mini Kickers – ${basketItem.type === 'trial' ? 'Trial session' : 'Term'}`,
  childId: basketItem.childId,
  childName: basketItem.childName,
  runId: 41,
  campId: null,
  dates: [],
  amount: basketItem.amount,
  payable: basketItem.amount,
  monthlyPlan: null,
  ...place,
});

/** The basket of `items`, priced as the server prices it: no discount, no credit, no fee passed on. */
function basketOf(...items: BasketItem[]): BasketResponse {
  const total = items.reduce((sum, x) => sum + x.amount, 0);
  return {
    items,
    lines: items.map(line),
    subtotal: total,
    discounts: 0,
    total,
    creditApplied: 0,
    passingOnFee: 0,
    totalToPay: total,
    currency: 'GBP',
    holdMinutes: 15,
    discountCode: null,
  };
}

const adaTerm = item(TERM_ID, 'term', 'Ada', 8000);
const benTrial = item(TRIAL_ID, 'trial', 'Ben', 550);

const pendingOrder = (basket: BasketResponse): OrderResponse => ({
  ...basket,
  uuid: ORDER_ID,
  status: 'pending',
  createdAt: NOW,
  completedAt: null,
  cancelledLines: [],
  refunds: [],
  payBy: '2026-10-14T11:15:00Z',
});

/** The basket page with `basket` (and no orders waiting for payment); `routes` answer the rest. */
async function openBasket(basket: BasketResponse, routes: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/v4/parent/basket': { body: basket },
    'GET /api/v4/parent/orders/awaiting-payment': { body: { data: [] } },
    ...routes,
  });
  const page = renderPage(<BasketPage />, { path: '/basket' });
  await screen.findByRole('list', { name: 'Your basket' });
  return { ...page, api };
}

/** The Remove button of Ben's place (its name says which place, for a screen reader). */
const removeBen = () => screen.getByRole('button', { name: /^Remove\W+Mini Kickers – Trial session, Ben$/ });
const totalRow = () => screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;

describe('the basket', () => {
  fixTheDate(NOW);

  it('lists each place held, with its child, price and time left, and the total to pay', async () => {
    await openBasket(basketOf(adaTerm, benTrial));

    const cards = within(screen.getByRole('list', { name: 'Your basket' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mini Kickers – Term',
      'Mini Kickers – Trial session',
    ]);
    expect(within(cards[0]!).getByText('Ada')).toBeTruthy();
    expect(within(cards[0]!).getByText('£80.00')).toBeTruthy();
    expect(within(cards[1]!).getByText('£5.50')).toBeTruthy();
    expect(within(cards[0]!).getByRole('timer').textContent).toBe('Held for 15:00');
    expect(within(totalRow()).getByText('£85.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('asks before removing a place, and keeping it sends nothing', async () => {
    const { user, api } = await openBasket(basketOf(adaTerm, benTrial));
    await user.click(removeBen());

    const dialog = await screen.findByRole('dialog', { name: 'Remove this place from your basket?' });
    expect(dialog.textContent).toContain("Ben's place in Mini Kickers – Trial session will be given up");
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent.filter((x) => x.method === 'POST')).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
  });

  it('removes a place once confirmed, and shows the basket and total the server answers', async () => {
    const { user, api } = await openBasket(basketOf(adaTerm, benTrial), {
      [`POST /api/v4/parent/basket/${TRIAL_ID}/remove`]: { body: basketOf(adaTerm) },
    });
    await user.click(removeBen());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByText('Ben')).toBeNull());
    expect(api.bodiesSentTo(`POST /api/v4/parent/basket/${TRIAL_ID}/remove`)).toHaveLength(1);
    expect(within(totalRow()).getByText('£80.00')).toBeTruthy();
  });

  it('checks out the places on screen and goes to the order’s payment page', async () => {
    const basket = basketOf(adaTerm, benTrial);
    const { user, api, elsewhere } = await openBasket(basket, {
      'POST /api/orders/order/create': { body: pendingOrder(basket) },
    });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    await waitFor(() => expect(elsewhere()).toBe(`/order/${ORDER_ID}/pay`));
    const [sent] = api.bodiesSentTo('POST /api/orders/order/create') as { items: string[]; idempotencyKey: string }[];
    expect(sent!.items).toEqual([TERM_ID, TRIAL_ID]);
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('books a basket that costs nothing at once ("Book Now"), without a payment page', async () => {
    const { user, api, elsewhere } = await openBasket(basketOf(item(TRIAL_ID, 'trial', 'Ben', 0)), {
      'POST /rest/v1/payments/book': { body: { data: { uuid: ORDER_ID } } },
    });
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    await waitFor(() => expect(elsewhere()).toBe(`/order/${ORDER_ID}`));
    expect(api.bodiesSentTo('POST /api/orders/order/create')).toEqual([]);
    expect(api.bodiesSentTo('POST /rest/v1/payments/book')).toHaveLength(1);
  });
});
