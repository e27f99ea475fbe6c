import type { CheckoutSessionDetails, PlatformSubscriptionSettings, SubscriptionPoll } from '@clubroom/domain/api';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.js';

export const SETTINGS = '/api/v4/client/subscription/settings';
export const INVOICES = '/api/v4/client/subscription/invoices';
export const STANDING = '/api/v4/client/subscription/standing';
export const CHECKOUT = '/api/v4/client/checkout-session';

export const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });

/** Test steps as the club's organiser takes them in the browser, through the HTTP API. */
export function clubSteps(t: TestApp) {
  const get = (club: string, url: string, cookie: string) => t.request({ club, url, cookie });
  const post = (club: string, url: string, cookie: string, body?: unknown) =>
    t.request({ club, method: 'POST', url, cookie, body });
  return {
    get,
    post,
    settings: async (club: string, cookie: string) => {
      const res = await get(club, SETTINGS, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as PlatformSubscriptionSettings;
    },
    /** Opens a hosted checkout of the plan: its session id and page. */
    async checkout(club: string, cookie: string, planId: number) {
      const res = await post(club, CHECKOUT, cookie, { planId, idempotencyKey: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { sessionId: string; url: string };
    },
    pay: (club: string, cookie: string, sessionId: string, number: string) =>
      post(club, `/sandbox/checkout/sessions/${sessionId}/pay`, cookie, { card: card(number), name: 'Rory Rivers' }),
    async poll(club: string, cookie: string, sessionId: string) {
      const res = await get(club, `/api/v4/client/subscription/poll/${sessionId}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SubscriptionPoll;
    },
    async details(club: string, cookie: string, sessionId: string) {
      const res = await get(club, `${CHECKOUT}/${sessionId}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CheckoutSessionDetails;
    },
    /** Checks out the plan with a card that pays, until the subscription is active. */
    async subscribe(club: string, cookie: string, planId: number) {
      const { sessionId } = await this.checkout(club, cookie, planId);
      const paid = await this.pay(club, cookie, sessionId, '4242424242424242');
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await this.poll(club, cookie, sessionId)).state).toBe('active');
      return sessionId;
    },
  };
}
