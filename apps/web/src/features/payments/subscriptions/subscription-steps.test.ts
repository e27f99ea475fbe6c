import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardCollector, CollectorError } from '../card-collector';
import { payOutstanding } from './pay-outstanding';
import { subscribeWithCard } from './subscribe-steps';

// The server's answers, by operation id, in the order given; every call is recorded.
const answers = new Map<string, unknown[]>();
const calls: { operationId: string; body: unknown }[] = [];
vi.mock('../../../lib/api-client', () => ({
  callApi: async ({ operationId }: { operationId: string }, input: { body: unknown }) => {
    calls.push({ operationId, body: input.body });
    return { data: answers.get(operationId)!.shift() };
  },
}));

const ORDER = '0b8f6c7e-1d2a-4c3b-9e4f-5a6b7c8d9e0f';
const collector = (refusal?: CollectorError) => {
  const answer = async () => (refusal ? { error: refusal } : { intent: { id: 'x', status: 'succeeded' } });
  return { confirmCardPayment: vi.fn(answer), confirmCardSetup: vi.fn(answer) } as unknown as CardCollector & {
    confirmCardPayment: ReturnType<typeof vi.fn>;
    confirmCardSetup: ReturnType<typeof vi.fn>;
  };
};
const subscribed = (over: object) => ({
  status: 'trialing',
  subscriptionId: 'sub_1',
  clientSecret: null,
  intentType: null,
  intentId: null,
  ...over,
});

beforeEach(() => {
  answers.clear();
  calls.length = 0;
});

describe('subscribing with a card', () => {
  it('books at once when the subscription started with nothing to authenticate', async () => {
    answers.set('subscribe', [subscribed({ status: 'active' })]);
    const bank = collector();
    await subscribeWithCard(bank, ORDER, 'pm_1');
    expect(calls).toEqual([{ operationId: 'subscribe', body: { orderId: ORDER, paymentMethodId: 'pm_1' } }]);
    expect(bank.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("authenticates the setup intent it names, then asks the server to confirm from the provider's subscription", async () => {
    answers.set('subscribe', [
      subscribed({ clientSecret: 'seti_1_secret_x', intentType: 'setup', intentId: 'seti_1' }),
    ]);
    answers.set('postSubscribe', [{ status: 'trialing', uuid: ORDER }]);
    const bank = collector();
    await subscribeWithCard(bank, ORDER, 'pm_1');
    expect(bank.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x');
    expect(calls[1]).toEqual({
      operationId: 'postSubscribe',
      body: { orderId: ORDER, subscriptionId: 'sub_1', paymentIntentId: 'seti_1' },
    });
  });

  it("a failed 3-D Secure check throws the catalogue's words for it and confirms nothing", async () => {
    answers.set('subscribe', [
      subscribed({ status: 'incomplete', clientSecret: 'pi_1_secret_x', intentType: 'payment', intentId: 'pi_1' }),
    ]);
    const bank = collector({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    });
    await expect(subscribeWithCard(bank, ORDER, 'pm_1')).rejects.toThrow(
      "Your bank didn't confirm this payment. Try again, or use another card.",
    );
    expect(bank.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x');
    expect(calls.map((c) => c.operationId)).toEqual(['subscribe']);
  });

  it('is an error when the subscription neither started nor asks for anything', async () => {
    answers.set('subscribe', [subscribed({ status: 'incomplete' })]);
    await expect(subscribeWithCard(collector(), ORDER, 'pm_1')).rejects.toThrow(/incomplete/);
  });
});

describe('paying what is outstanding', () => {
  it("makes the card the plans' card, authenticates an invoice that asks, and pays again for the rest", async () => {
    answers.set('subscriptionsUpdateDefaultCard', [{ updated: 1 }]);
    answers.set('subscriptionsPayOutstanding', [
      { status: 'requires_action', paid: 0, clientSecret: 'pi_2_secret_x', paymentIntentId: 'pi_2' },
      { status: 'paid', paid: 1, clientSecret: null, paymentIntentId: null },
    ]);
    const bank = collector();
    await payOutstanding(bank, 'pm_2');
    expect(calls.map((c) => c.operationId)).toEqual([
      'subscriptionsUpdateDefaultCard',
      'subscriptionsPayOutstanding',
      'subscriptionsPayOutstanding',
    ]);
    expect(calls.every((c) => (c.body as { paymentMethodId: string }).paymentMethodId === 'pm_2')).toBe(true);
    expect(bank.confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_x');
  });

  it('stops when the same payment asks again after being authenticated', async () => {
    const again = { status: 'requires_action', paid: 0, clientSecret: 'pi_3_secret_x', paymentIntentId: 'pi_3' };
    answers.set('subscriptionsUpdateDefaultCard', [{ updated: 1 }]);
    answers.set('subscriptionsPayOutstanding', [again, again]);
    await expect(payOutstanding(collector(), 'pm_3')).rejects.toThrow();
  });
});
