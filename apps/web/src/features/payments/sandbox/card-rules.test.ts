import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  checkCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isWholeNumber,
  luhnValid,
  type CardPart,
} from './card-rules';

const t = messages.paymentPages.cardField;
const today = new Date(2026, 5, 15); // 15 June 2026
const none = new Set<CardPart>();
const all = new Set<CardPart>(['number', 'expiry', 'cvc']);
const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('card brand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });
});

describe('formatting as typed', () => {
  it('groups the number by its brand and cuts it at its longest', () => {
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782 8224 6310 005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4000-0027')).toBe('4000 0027');
  });

  it('writes the expiry as MM / YY, a first digit above 1 being a month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/345')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
  });

  it('keeps the CVC to its brand’s length', () => {
    expect(formatCvc('12345', '4242')).toBe('123');
    expect(formatCvc('12345', '3782')).toBe('1234');
  });

  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('knows when the number is whole, to move on to the expiry', () => {
    expect(isWholeNumber('4242 4242 4242 4242')).toBe(true);
    expect(isWholeNumber('3782 822463 10005')).toBe(true);
    expect(isWholeNumber('4242 4242 4242 424')).toBe(false);
    expect(isWholeNumber('4242 4242 4242 4241')).toBe(false);
  });
});

describe('the card field’s state', () => {
  it('is complete with a good number, a future expiry and a CVC', () => {
    expect(checkCard(good, none, today)).toEqual({ complete: true, error: null, errorPart: null });
    expect(checkCard({ ...good, expiry: '06 / 26' }, none, today).complete).toBe(true);
  });

  it('says nothing of a part still being typed until the parent leaves it', () => {
    const typing = { number: '4242 42', expiry: '', cvc: '' };
    expect(checkCard(typing, none, today)).toEqual({ complete: false, error: null, errorPart: null });
    expect(checkCard(typing, new Set<CardPart>(['number']), today).error).toBe(t.numberIncomplete);
    expect(checkCard({ ...good, expiry: '12 / 3' }, all, today).error).toBe(t.expiryIncomplete);
    expect(checkCard({ ...good, cvc: '12' }, all, today)).toMatchObject({ error: t.cvcIncomplete, errorPart: 'cvc' });
    expect(checkCard({ ...good, number: '3782 822463 10005', cvc: '123' }, all, today).error).toBe(t.cvcIncomplete);
  });

  it('says at once what cannot be right', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, none, today)).toMatchObject({
      complete: false,
      error: t.numberInvalid,
      errorPart: 'number',
    });
    expect(checkCard({ ...good, expiry: '12 / 25' }, none, today).error).toBe(t.expiryYearPast);
    expect(checkCard({ ...good, expiry: '05 / 26' }, none, today).error).toBe(t.expiryDatePast);
    expect(checkCard({ ...good, expiry: '13' }, none, today).error).toBe(t.expiryMonthInvalid);
    expect(checkCard({ ...good, expiry: '01 / 99' }, none, today).error).toBe(t.expiryYearInvalid);
  });

  it('names the first part that is wrong', () => {
    expect(checkCard({ number: '4242', expiry: '12 / 25', cvc: '' }, all, today).error).toBe(t.numberIncomplete);
  });
});
