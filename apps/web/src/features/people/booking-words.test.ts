import type { ParentBooking } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { bookingTitle, bookingWhere, cancelText, isCurrent, sessionText, weeklyText, whenText } from './booking-words';

const LONDON = 'Europe/London';
/** Mon 19 October 2026, 16:30 in London (BST). */
const monday = Date.parse('2026-10-19T15:30:00Z') / 1000;
const WEEK = 7 * 86_400;
const session = (start: number) => ({ startTime: start, endTime: start + 3600 });

const booking = (over: Partial<ParentBooking> = {}) =>
  ({
    kind: 'term',
    status: 'confirmed',
    className: 'Mini Kickers',
    termName: 'Autumn Term',
    venueName: 'Battersea Park',
    classTimes: [],
    firstSession: session(monday),
    lastSession: session(monday + 6 * WEEK),
    ...over,
  }) as ParentBooking;

describe('the words of a booking', () => {
  it('names it as the order does, and where it is', () => {
    expect(bookingTitle(booking())).toBe('Mini Kickers – Term');
    expect(bookingTitle(booking({ kind: 'camp-week', className: 'Summer Camp' }))).toBe('Summer Camp – Camp week');
    expect(bookingWhere(booking())).toBe('Autumn Term · Battersea Park');
    expect(bookingWhere(booking({ termName: null }))).toBe('Battersea Park');
  });

  it('says when a term meets each week, from its class times (wall clock) or else its first session', () => {
    const times = [
      { dow: 1, starttime: { hours: 16, mins: 30 } },
      { dow: 3, starttime: { hours: 9, mins: 5 } },
    ];
    expect(weeklyText(booking({ classTimes: times }), LONDON)).toBe('Mondays 4:30 pm, Wednesdays 9:05 am');
    expect(weeklyText(booking(), LONDON)).toBe('Mondays 4:30 pm');
    expect(weeklyText(booking({ kind: 'trial' }), LONDON)).toBeNull();
  });

  it('gives one session in full, or the first and last dates; nothing without sessions', () => {
    expect(whenText(booking({ lastSession: session(monday) }), LONDON)).toBe(
      'Mon 19th October 2026, 4:30 pm – 5:30 pm',
    );
    expect(whenText(booking(), LONDON)).toBe('Mon 19th October 2026 to Mon 30th November 2026');
    expect(whenText(booking({ firstSession: null, lastSession: null }), LONDON)).toBeNull();
    // After the clocks go back, 16:30 in London is 16:30 GMT.
    expect(sessionText(session(monday + 2 * WEEK + 3600), LONDON)).toBe('Mon 2nd November 2026, 4:30 pm – 5:30 pm');
  });

  it('is current while booked and its last session is not over', () => {
    const lastEnd = monday + 6 * WEEK + 3600;
    expect(isCurrent(booking(), lastEnd - 1)).toBe(true);
    expect(isCurrent(booking(), lastEnd)).toBe(false);
    expect(isCurrent(booking({ status: 'cancelled' }), monday)).toBe(false);
    expect(isCurrent(booking({ firstSession: null, lastSession: null }), monday)).toBe(false);
  });

  it("says before cancelling the place given up and its money, in the cancellation email's words", () => {
    const place = {
      child: { id: 1, name: 'Arjun Shah' },
      paymentPlan: null,
      refundOnCancel: false,
      creditOnCancel: null,
    };
    const club = { name: 'Demo Sports Club', currencySymbol: '£' };
    expect(cancelText(booking(place), club)).toBe(
      "Arjun Shah's place in Mini Kickers – Term will be given up for others to book. Refunds, where due, are arranged by the club.",
    );
    const plan = { monthlyAmount: 3000, onlyPlace: false, trialing: false };
    expect(cancelText(booking({ ...place, paymentPlan: plan }), club)).toMatch(
      /book\. It comes off your monthly payment plan: from your next payment, £30\.00 a month less is taken\.$/,
    );
    expect(cancelText(booking({ ...place, creditOnCancel: 4_500 }), club)).toMatch(
      /book\. £45\.00 is kept as credit with Demo Sports Club for a later booking\.$/,
    );
  });
});
