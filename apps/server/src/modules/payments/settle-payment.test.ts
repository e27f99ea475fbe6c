import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../test-support/accounts.js';
import { arjunsOrderToPay, orderStatusOf } from '../../test-support/payment-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('settling a payment on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(driver, { env: { LOG_LEVEL: 'info' }, logStream });
    parent = await t.signIn('demo', DEMO.parent);
  });
  afterAll(() => t.close());

  it('completes the order when the card that paid cannot be recorded, and logs it with the order', async () => {
    const { order, paymentMethodId } = await arjunsOrderToPay(t, parent);
    // Paying reads the card once (card-sources); settling's second read, for the card's record, fails.
    const methods = t.app.payments.paymentMethods;
    const read = methods.retrieve.bind(methods);
    const retrieve = vi
      .spyOn(methods, 'retrieve')
      .mockImplementationOnce(read)
      .mockRejectedValue(new Error('provider unreachable'));
    try {
      const res = await t.request({
        method: 'POST',
        url: '/rest/v1/payments/pay',
        cookie: parent,
        body: { orderId: order.uuid, paymentMethodId },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      retrieve.mockRestore();
    }
    expect(await orderStatusOf(t, order.uuid)).toBe('completed');
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((l) => l.msg === 'could not record the card that paid an order');
    expect(logged).toMatchObject({ level: 50, order: { uuid: order.uuid }, err: { message: 'provider unreachable' } });
  });
});
