import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const URL = '/api/dev/sms-outbox';

describe.each(testDrivers)('the dev SMS outbox on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('keeps what the SMS sender sends, read on the platform host from this machine only', async () => {
    expect(t.app.sms.available).toBe(true);
    await t.app.sms.send({ to: '+447700900999', body: 'Kit change: bring trainers' });
    const res = await t.request({ club: null, ip: '127.0.0.1', url: `${URL}?to=%2B447700900999` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ to: '+447700900999', body: 'Kit change: bring trainers' }),
    ]);
    expect((await t.request({ club: null, ip: '198.51.100.7', url: URL })).statusCode).toBe(403);
    expect((await t.request({ club: 'demo', ip: '127.0.0.1', url: URL })).statusCode).toBe(404);
  });
});

describe.each(testDrivers)('SMS in production on %s', (driver) => {
  it('has no dev outbox and no sender: SMS is unavailable (the composer refuses it)', async () => {
    const t = await createTestApp(driver, { env: { NODE_ENV: 'production' } });
    try {
      expect(t.app.hasRoute({ method: 'GET', url: URL })).toBe(false);
      expect(t.app.sms.available).toBe(false);
      await expect(t.app.sms.send({ to: '+447700900999', body: 'x' })).rejects.toThrow(/No SMS provider/);
    } finally {
      await t.close();
    }
  });
});
