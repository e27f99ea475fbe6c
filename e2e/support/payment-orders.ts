import type { BasketResponse, Child, OrderResponse, Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { postFromPage } from './parent-session.js';
import { e2eNow } from './clock.js';

const t = messages.paymentPages;

/**
 * A new child of the demo parent's with a place in a class of the current term held in the basket: Family Yoga
 * (all ages) unless told, the child born on `dateOfBirth` (old enough for the class). Answers the basket priced.
 */
export async function heldPlace(
  page: Page,
  firstName: string,
  { className = 'Family Yoga', dateOfBirth = '2019-03-01' } = {},
): Promise<{ basket: BasketResponse; childId: number }> {
  const added = await postFromPage(page, '/api/v4/people/child/add', {
    firstName,
    lastName: 'Parent',
    dateOfBirth,
    emergencyContacts: [{ name: 'Priya Parent', relation: 'Mother', phone: '07700 900123' }],
    photoPermission: '1',
  });
  expect(added.status).toBe(200);
  const childId = (added.json as Child).personId;
  const runs = await page.evaluate(async () => {
    const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
    return schedule.terms[0].runs;
  });
  const run = runs.find((r) => r.className === className)!;
  const held = await postFromPage(page, '/api/v4/parent/basket/add', { type: 'term', childId, runId: run.runId });
  expect(held.status).toBe(200);
  return { basket: held.json as BasketResponse, childId };
}

/** A new child's place (as `heldPlace`) in a pending order: its uuid. */
export async function pendingOrder(
  page: Page,
  firstName: string,
  options: { className?: string; dateOfBirth?: string } = {},
): Promise<string> {
  const { basket, childId } = await heldPlace(page, firstName, options);
  const item = basket.items.find((i) => i.childId === childId)!;
  const order = await postFromPage(page, '/api/orders/order/create', {
    idempotencyKey: crypto.randomUUID(),
    items: [item.itemId],
  });
  expect(order.status).toBe(200);
  return (order.json as OrderResponse).uuid;
}

const nextYear = String((e2eNow().getFullYear() + 1) % 100).padStart(2, '0');

/** Types a card into the sandbox's card field (and the name on card, unless it is empty). */
export async function typeCard(page: Page, number: string, name = 'Priya Parent'): Promise<void> {
  if (name) await page.getByLabel(t.nameOnCard).fill(name);
  await page.getByLabel(t.cardField.number).fill(number);
  await page.getByLabel(t.cardField.expiry).fill(`12${nextYear}`);
  await page.getByLabel(t.cardField.cvc).fill('123');
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ });

export async function expectConfirmedOrder(page: Page, uuid: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/order/${uuid}`);
  await page.getByText(messages.bookingPages.orderStatus.completed, { exact: true }).waitFor();
}

/** A new order of the parent's, for a child named `firstName`, paid through the API with the sandbox's 4242: its uuid. */
export async function paidOrder(page: Page, firstName: string): Promise<string> {
  const uuid = await pendingOrder(page, firstName);
  const method = await postFromPage(page, '/sandbox/v1/payment_methods', {
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    billing_details: { name: 'Priya Parent' },
  });
  const paid = await postFromPage(page, '/rest/v1/payments/pay', {
    orderId: uuid,
    paymentMethodId: (method.json as { id: string }).id,
  });
  expect(paid.status).toBe(200);
  return uuid;
}
