import type { CheckoutSessionDetails } from '@clubroom/domain/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { fixTheDate } from '../../test-support/fixed-date';
import { errorBeside, renderPage } from '../../test-support/render';
import SandboxCheckoutPage from './sandbox-checkout-page';

const SESSION = 'cs_test_abc123';
const session: CheckoutSessionDetails = {
  sessionId: SESSION,
  mode: 'subscription',
  status: 'open',
  amountTotal: 2900,
  currency: 'gbp',
  plan: {
    id: 1,
    name: 'Clubroom Monthly',
    description: '',
    amount: 2900,
    currency: 'gbp',
    interval: 'month',
    graceDays: 14,
    active: true,
    isDefault: true,
  },
};
const PAY = `POST /sandbox/checkout/sessions/${SESSION}/pay`;
const SUCCESS = `http://demo.localhost/cms/settings/subscription/return?session_id=${SESSION}`;

async function openCheckout(shown = session, heading = 'Clubroom Monthly: £29.00 a month', successUrl = SUCCESS) {
  const api = fakeApi({
    [`GET /sandbox/checkout/sessions/${SESSION}`]: { body: shown },
    [PAY]: { body: { successUrl } },
  });
  const page = renderPage(<SandboxCheckoutPage />, {
    path: '/sandbox/checkout/:sessionId',
    url: `/sandbox/checkout/${SESSION}`,
  });
  await screen.findByText(heading);
  return { ...page, api };
}

async function typeCard(user: Awaited<ReturnType<typeof openCheckout>>['user']) {
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

// Typing a whole card takes a few seconds on a busy machine.
describe("the sandbox's hosted checkout", { timeout: 20_000 }, () => {
  fixTheDate('2026-10-14T11:00:00Z');

  it('asks for the name on the card before sending anything', async () => {
    const { user, api } = await openCheckout();
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe £29.00 a month' }));
    expect(errorBeside(screen.getByLabelText('Name on card'))).toBe('Please fill in the Name on card');
    expect(api.sent.filter((x) => x.method === 'POST')).toEqual([]);
  });

  it('subscribes with the card typed and goes to the page that waits for the subscription', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user, api } = await openCheckout();
    await user.type(screen.getByLabelText('Name on card'), 'Rory Rivers');
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe £29.00 a month' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SUCCESS));
    expect(api.bodiesSentTo(PAY)).toEqual([
      { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }, name: 'Rory Rivers' },
    ]);
  });

  it('in setup mode saves a new card, charging nothing, and goes back to the settings', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const back = `http://demo.localhost/cms/settings/subscription?card_session=${SESSION}`;
    const { user, api } = await openCheckout(
      { ...session, mode: 'setup', amountTotal: 0 },
      'A new card for Clubroom Monthly. Nothing is charged now.',
      back,
    );
    await user.type(screen.getByLabelText('Name on card'), 'Rory Rivers');
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(back));
    expect(api.bodiesSentTo(PAY)).toHaveLength(1);
  });
});
