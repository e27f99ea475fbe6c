import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

let keys = 0;

/**
 * Books a place that costs nothing through the HTTP API, as a parent does: into the basket, then
 * Book Now. Answers the order's uuid.
 */
export async function bookFree(t: TestApp, cookie: string, body: object): Promise<string> {
  const add = await t.request({ method: 'POST', url: '/api/v4/parent/basket/add', cookie, body });
  expect(add.statusCode, add.body).toBe(200);
  const idempotencyKey = `free-booking-${++keys}`;
  const book = await t.request({ method: 'POST', url: '/rest/v1/payments/book', cookie, body: { idempotencyKey } });
  expect(book.statusCode, book.body).toBe(200);
  return (book.json() as { data: { uuid: string } }).data.uuid;
}

/** A free run's prices, for `createRun`. */
export const FREE_RUN = { pricePerTerm: 0, pricePerSession: 0, trialPrice: 0 } as const;
/** A free camp's prices, for `createCamp`. */
export const FREE_CAMP = { dayPrice: 0, weekPrice: 0 } as const;
