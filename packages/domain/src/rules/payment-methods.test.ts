import { describe, expect, it } from 'vitest';
import { acceptedPaymentMethods, isPaymentSetting, paymentSettingValueProblem } from './payment-methods.js';

describe('paymentSettingValueProblem: what each payment setting may hold', () => {
  it.each([
    ['a method on', 'payment-method:cash', '1', null],
    ['a method off', 'payment-method:cash', '0', null],
    ['a method neither', 'payment-method:cash', 'true', "must be '1' (on) or '0' (off)"],
    ['a sort code with dashes', 'payment-method:bank-transfer:sort-code', '12-34-56', null],
    ['a sort code without', 'payment-method:bank-transfer:sort-code', '123456', null],
    [
      'a sort code too short',
      'payment-method:bank-transfer:sort-code',
      '12-34-5',
      'must be a sort code of six digits, such as 12-34-56',
    ],
    ['an account number', 'payment-method:bank-transfer:account-number', '12345678', null],
    [
      'an account number of letters',
      'payment-method:bank-transfer:account-number',
      'abcdefgh',
      'must be an account number of eight digits',
    ],
    ['a detail cleared', 'payment-method:bank-transfer:account-number', '', null],
    ['a provider listed', 'payment-method:childcare-vouchers:provider', 'Edenred', null],
    [
      'a provider not listed',
      'payment-method:childcare-vouchers:provider',
      'Acme',
      expect.stringMatching(/^must be one of: Edenred/),
    ],
    ['a text too long', 'payment-method:cheque:payable-to', 'x'.repeat(201), 'must be at most 200 characters'],
    ['an unknown key', 'payment-method:bitcoin', '1', 'is not a payment setting'],
  ])('%s', (_, setting, value, problem) => {
    expect(paymentSettingValueProblem(setting, value)).toEqual(problem);
  });

  it('knows only the descriptors’ keys', () => {
    expect(isPaymentSetting('payment-method:card')).toBe(true);
    expect(isPaymentSetting('sms-invoices')).toBe(false);
  });
});

describe('acceptedPaymentMethods: what parents see', () => {
  it('lists the methods switched on, in order, with only the details given', () => {
    const methods = acceptedPaymentMethods({
      'payment-method:cheque': '1',
      'payment-method:cash': '0',
      'payment-method:bank-transfer': '1',
      'payment-method:bank-transfer:account-name': 'Demo Ltd',
      'payment-method:bank-transfer:sort-code': '',
      'payment-method:childcare-vouchers:provider': 'Edenred',
    });
    expect(methods.map((m) => [m.title, m.details])).toEqual([
      ['Bank transfer', [{ label: 'Account name', value: 'Demo Ltd' }]],
      ['Cheque', []],
    ]);
  });
});
