import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsRefusedError } from '../sms-sender.js';
import { startStandInTwilio, TEST_TWILIO, twilioSignature, type StandInTwilio } from './test/stand-in-twilio.js';
import { twilioSms } from './twilio-sms.js';
import { twilioSignatureValid } from './twilio-webhook.js';

const STATUS_CALLBACK = 'https://clubroom.example/api/messaging/sms/status';
const MESSAGES_ROUTE = `POST /2010-04-01/Accounts/${TEST_TWILIO.accountSid}/Messages.json`;

describe("the Twilio adapter, the official SDK against a stand-in for Twilio's API", () => {
  let standIn: StandInTwilio;
  const sender = (over: Partial<Parameters<typeof twilioSms>[0]> = {}) =>
    twilioSms({
      accountSid: TEST_TWILIO.accountSid,
      authToken: TEST_TWILIO.authToken,
      from: TEST_TWILIO.from,
      statusCallback: STATUS_CALLBACK,
      apiUrl: standIn.url,
      ...over,
    });

  beforeAll(async () => {
    standIn = await startStandInTwilio(TEST_TWILIO.accountSid, TEST_TWILIO.authToken);
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  it("sends with the account's credentials, from the number, asking for receipts; answers Twilio's id", async () => {
    const sent = await sender().send({ to: '+447700900123', body: 'Kit change: bring trainers' });
    expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = standIn.requests;
    expect(request.route).toBe(MESSAGES_ROUTE);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TEST_TWILIO.accountSid}:${TEST_TWILIO.authToken}`).toString('base64')}`,
    );
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+447700900123',
      Body: 'Kit change: bring trainers',
      From: TEST_TWILIO.from,
      StatusCallback: STATUS_CALLBACK,
    });
  });

  it('sends through a messaging service when one is configured', async () => {
    const messagingServiceSid = `MG${'a'.repeat(32)}`;
    await sender({ messagingServiceSid, from: undefined }).send({ to: '+447700900123', body: 'Hi' });
    expect(Object.fromEntries(standIn.requests[0].form)).toEqual({
      To: '+447700900123',
      Body: 'Hi',
      MessagingServiceSid: messagingServiceSid,
      StatusCallback: STATUS_CALLBACK,
    });
  });

  it.each([
    [400, 21211, "The 'To' number +447700900 is not a valid phone number."],
    [400, 21610, 'Attempt to send to unsubscribed recipient'],
  ])('a %i with code %i is refused for good (SmsRefusedError: no retry)', async (status, code, message) => {
    standIn.failNext({ status, code, message });
    const sending = sender().send({ to: '+447700900123', body: 'Hi' });
    await expect(sending).rejects.toBeInstanceOf(SmsRefusedError);
    await expect(sending).rejects.toMatchObject({ code });
  });

  it('a wrong auth token or a Twilio failure is an error the job tries again (not a refusal)', async () => {
    const wrongToken = sender({ authToken: 'not-the-token-0123456789' }).send({ to: '+447700900123', body: 'Hi' });
    await expect(wrongToken).rejects.toThrow();
    await expect(wrongToken).rejects.not.toBeInstanceOf(SmsRefusedError);
    standIn.failNext({ status: 500, code: 20500, message: 'Internal Server Error' });
    const failing = sender().send({ to: '+447700900123', body: 'Hi' });
    await expect(failing).rejects.toThrow();
    await expect(failing).rejects.not.toBeInstanceOf(SmsRefusedError);
  });

  it('a rate limit (429) is tried again by the SDK, and the send then succeeds', async () => {
    standIn.failNext({ status: 429, code: 20429, message: 'Too Many Requests' });
    const sent = await sender().send({ to: '+447700900123', body: 'Hi' });
    expect(sent.providerId).toMatch(/^SM/);
    expect(standIn.requests.map((r) => r.route)).toEqual([MESSAGES_ROUTE, MESSAGES_ROUTE]);
  });
});

describe("Twilio's webhook signature (X-Twilio-Signature, the SDK's validateRequest)", () => {
  const url = 'https://clubroom.example/api/messaging/sms/status';
  const params = { MessageSid: `SM${'1'.repeat(32)}`, MessageStatus: 'delivered' };
  const signature = twilioSignature(TEST_TWILIO.authToken, url, params);

  it('accepts what Twilio signed', async () => {
    expect(await twilioSignatureValid(TEST_TWILIO.authToken, signature, url, params)).toBe(true);
  });

  it.each([
    ['no signature', undefined, url, params],
    ['an empty one', '', url, params],
    ['a forged one', twilioSignature('another-token-0123456789', url, params), url, params],
    ['a changed field', signature, url, { ...params, MessageStatus: 'failed' }],
    ['an added field', signature, url, { ...params, ErrorCode: '30003' }],
    ['another address', signature, 'https://evil.example/api/messaging/sms/status', params],
  ])('refuses %s', async (_what, header, at, fields) => {
    expect(await twilioSignatureValid(TEST_TWILIO.authToken, header, at, fields)).toBe(false);
  });
});
