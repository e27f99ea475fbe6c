import { describe, expect, it } from 'vitest';
import { capSmsDecisions, smsDayStart, smsLeftToday } from './sms-daily-cap.js';
import { smsCost } from './sms-cost.js';
import { smsSegmentPriceOf } from './regions.js';
import { smsReceiptStatus } from './sms-receipts.js';
import { smsReplyKeyword } from './sms-replies.js';

describe('smsReplyKeyword', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['StopAll', 'stop'],
    ['UNSUBSCRIBE', 'stop'],
    ['cancel', 'stop'],
    ['End', 'stop'],
    ['quit', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['yes', 'start'],
    ['Please stop', null],
    ['STOP IT', null],
    ['', null],
    ['Thanks!', null],
  ])('%j is %s', (body, keyword) => {
    expect(smsReplyKeyword(body)).toBe(keyword);
  });
});

describe('the daily SMS cap', () => {
  it.each([
    // London in summer (BST): the day began at 23:00 UTC the day before.
    ['2026-07-01T10:00:00Z', 'Europe/London', '2026-06-30T23:00:00.000Z'],
    // In winter (GMT) at 00:30 local.
    ['2026-12-01T00:30:00Z', 'Europe/London', '2026-12-01T00:00:00.000Z'],
    // 23:30 (GMT) on the day the clocks went back: that day began at 00:00 BST, 23:00 UTC the day before.
    ['2026-10-25T23:30:00Z', 'Europe/London', '2026-10-24T23:00:00.000Z'],
    ['2026-07-01T10:00:00Z', 'Australia/Sydney', '2026-06-30T14:00:00.000Z'],
  ])('at %s in %s the day began at %s', (now, timeZone, start) => {
    expect(smsDayStart(new Date(now), timeZone).toISOString()).toBe(start);
  });

  it.each([
    [500, 0, 500],
    [500, 499, 1],
    [500, 500, 0],
    [500, 620, 0],
  ])('a cap of %i with %i sent leaves %i', (cap, sent, left) => {
    expect(smsLeftToday(cap, sent)).toBe(left);
  });

  it('keeps the first SMS within what is left and leaves out the rest for the cap, their emails unaffected', () => {
    const email = { channel: 'email', included: true, address: 'a@example.com' } as const;
    const sms = { channel: 'sms', included: true, address: '+447700900123' } as const;
    const noMobile = { channel: 'sms', included: false, reason: 'no-mobile' } as const;
    const people = [
      { id: 1, decisions: [email, sms] },
      { id: 2, decisions: [email, noMobile] },
      { id: 3, decisions: [email, sms] },
      { id: 4, decisions: [sms] },
    ];
    const { recipients, smsCount, overCap } = capSmsDecisions(people, 1);
    expect({ smsCount, overCap }).toEqual({ smsCount: 1, overCap: 2 });
    expect(recipients.map((r) => r.decisions)).toEqual([
      [email, sms],
      [email, noMobile],
      [email, { channel: 'sms', included: false, reason: 'sms-daily-cap' }],
      [{ channel: 'sms', included: false, reason: 'sms-daily-cap' }],
    ]);
    expect(capSmsDecisions(people, 500)).toMatchObject({ smsCount: 3, overCap: 0, recipients: people });
  });
});

describe('smsReceiptStatus', () => {
  it.each([
    ['delivered', 'delivered'],
    ['undelivered', 'undelivered'],
    ['failed', 'failed'],
    ['sent', null],
    ['queued', null],
    ['sending', null],
    ['read', null],
  ])('%s is %s', (status, receipt) => {
    expect(smsReceiptStatus(status)).toBe(receipt);
  });
});

describe('smsCost', () => {
  it("adds every recipient's parts at the region's price a part; none where the region has no SMS", () => {
    expect(smsCost([1, 2, 1], smsSegmentPriceOf('gb'))).toEqual({
      perSegment: 4,
      currency: 'GBP',
      segments: 4,
      total: 16,
    });
    expect(smsCost([3], smsSegmentPriceOf('IE'))).toEqual({ perSegment: 7, currency: 'EUR', segments: 3, total: 21 });
    expect(smsCost([], smsSegmentPriceOf('GB'))).toMatchObject({ segments: 0, total: 0 });
    expect(smsCost([1], smsSegmentPriceOf('US'))).toBeNull();
  });
});
