import { messages } from '@clubroom/domain/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPerson, switchedInto } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, pendingOrder, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const LIST = '/rest/v1/payments/payment-methods';
const PERSON_LIST = '/api/v4/people/person/saved-cards';
const ADD = '/rest/v1/payments/create-payment-method';
const ADD_PATHS = [ADD, '/api/v4/parent/payments/saved-cards/add', '/api/v4/people/add_new_payment_method'];
const DELETE = '/api/v4/parent/payments/saved-cards/delete';
const PARENT = 'cards-parent@example.com';
const SNOOP = 'cards-snoop@example.com';

describe.each(testDrivers)('saved cards on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let snoop: string;

  const post = (url: string, body: unknown, cookie = parent) => t.request({ method: 'POST', url, cookie, body });
  const listed = async (cookie = parent) => {
    const res = await t.request({ url: LIST, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; last4: string }[];
  };
  const addCard = async (number: string, cookie = parent, path = ADD) =>
    post(path, { paymentMethodId: await cardMethod(t, cookie, number) }, cookie);
  const savedVisa = async (cookie = parent) => {
    const res = await addCard(TEST_CARDS.visa, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.card.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    for (const email of [PARENT, SNOOP]) {
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
    }
    parent = await t.signIn('demo', PARENT);
    snoop = await t.signIn('demo', SNOOP);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('lists no cards before any is saved, on both paths, with the provider for the card collector', async () => {
    for (const url of [LIST, PERSON_LIST]) {
      const res = await t.request({ url, cookie: snoop });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: [],
        provider: { name: 'sandbox', publishableKey: null, connectedAccountId: 'acct_sandbox_demo' },
      });
    }
  });

  it('4242 is saved at once on each of the three paths, and listed', async () => {
    const ids: string[] = [];
    for (const path of ADD_PATHS) {
      const res = await addCard(TEST_CARDS.visa, parent, path);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        status: 'succeeded',
        setupIntentId: expect.stringMatching(/^seti_/),
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      });
      ids.push(data.card.id);
    }
    const cards = await listed();
    expect(cards.map((card) => card.id)).toEqual(expect.arrayContaining(ids));
    const other = await t.request({ url: PERSON_LIST, cookie: parent });
    expect(other.json().data).toEqual(cards);
  });

  it('3184 asks for 3-D Secure; listed only once the bank check is completed', async () => {
    const res = await addCard(TEST_CARDS.threeDSecure);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/^seti_.+_secret_/) });
    expect((await listed()).map((card) => card.id)).not.toContain(data.card.id);

    // Only the parent the SetupIntent is for may answer its check.
    const theirs = await post(`/sandbox/v1/intents/${data.setupIntentId}/authenticate`, { result: 'complete' }, snoop);
    expect(theirs.statusCode).toBe(404);
    const dialog = await post(`/sandbox/v1/intents/${data.setupIntentId}/authenticate`, { result: 'complete' });
    expect(dialog.statusCode, dialog.body).toBe(200);
    expect(dialog.json()).toMatchObject({ object: 'setup_intent', status: 'succeeded' });
    expect((await listed()).map((card) => card.id)).toContain(data.card.id);
  });

  it('0002 is refused with the bank’s words (402) and nothing is saved', async () => {
    const before = await listed();
    const res = await addCard(TEST_CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: messages.paymentOutcomes.providerOutcomes.declined,
    });
    expect(await listed()).toEqual(before);
  });

  it("another parent's card, or an unknown one, cannot be deleted, added or paid with", async () => {
    const card = await savedVisa(snoop);
    for (const res of [
      await post(DELETE, { cardId: card }),
      await post(DELETE, { cardId: 'pm_nothing_here' }),
      await post(ADD, { paymentMethodId: card }),
      await post(ADD, { paymentMethodId: 'pm_nothing_here' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe('Card not found');
    }
    // Paying with it is refused as the pay route refuses any card not the parent's (400 naming the field).
    const [child] = await createChildren(t, PARENT, 1);
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
    const order = await pendingOrder(t, parent, { childId: child, runId });
    const pay = await post('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId: card });
    expect(pay.statusCode).toBe(400);
    expect((await listed(snoop)).map((c) => c.id)).toContain(card);
  });

  it('shows support switched into the parent their cards, but never saves or deletes one for them', async () => {
    const card = await savedVisa();
    const support = await switchedInto(t, PARENT);
    expect((await listed(support)).map((c) => c.id)).toContain(card);
    const answers = [
      await post(ADD, { paymentMethodId: 'pm_card_visa' }, support),
      await post(DELETE, { cardId: card }, support),
    ];
    expect(answers.map((res) => res.json().error?.code)).toEqual(Array(2).fill('SWITCHED_SESSION_REFUSED'));
    expect((await listed()).map((c) => c.id)).toContain(card);
  });

  it('delete removes the card for good', async () => {
    const card = await savedVisa();
    const res = await post(DELETE, { cardId: card });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { id: card } });
    expect((await listed()).map((c) => c.id)).not.toContain(card);
    expect((await post(DELETE, { cardId: card })).statusCode).toBe(404);
    expect((await post(ADD, { paymentMethodId: card })).statusCode).toBe(404);
  });

  it('a saved card pays an order through pay with its id', async () => {
    const card = await savedVisa();
    const [child] = await createChildren(t, PARENT, 1);
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
    const order = await pendingOrder(t, parent, { childId: child, runId });
    const res = await post('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId: card });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded' });
    const page = await t.request({ url: `/api/payments/orders/${order.uuid}`, cookie: parent });
    expect(page.json().data.status).toBe('completed');
  });
});
