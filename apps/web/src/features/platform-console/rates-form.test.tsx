import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '../../test-support/fake-api';
import { errorBeside, renderPage } from '../../test-support/render';
import { RatesForm } from './rates-form';

const RATES = 'POST /api/manage/clients/7/rates';
const current = { commissionPercent: 3, providerPercent: 1.5, fixedFee: 20 };

const detail: ConsoleClientDetail = {
  client: {
    clientId: 7,
    name: 'Demo Club',
    subdomain: 'demo',
    status: 'live',
    region: 'GB',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdDate: '2026-01-01',
    owner: null,
    currency: 'GBP',
    bookingsThisMonth: 0,
    takingsThisMonth: 0,
    platformFeesThisMonth: 0,
    timeZone: 'Europe/London',
    phone: '',
    website: '',
    listed: true,
    suspendedAt: null,
    suspendedDate: null,
  },
  staff: [],
  payments: { accountId: null, subscriptionId: null, absorbCharges: false },
  features: [],
  rates: {
    current,
    schedule: [
      {
        effectiveFrom: '2026-11-01T00:00:00.000Z',
        effectiveDate: '2026-11-01',
        commissionPercent: 2.5,
        providerPercent: 1.5,
        fixedFee: 20,
      },
    ],
  },
  skin: { skinKey: null, hasCustomSkin: true, colours: { primary: '555555', secondary: '9d9d9d', panel: 'f5f5f5' } },
  stylesheet: { applied: null, pending: null },
};

const open = () => renderPage(<RatesForm clientId={7} current={current} />, { path: '/manage/clients/7' });

describe('the console rates form', () => {
  it('starts from the rates in effect and sends the new rates from the date given', async () => {
    const api = fakeApi({ [RATES]: { body: detail } });
    const { user } = open();
    expect(screen.getByLabelText('Platform fee (%)')).toHaveProperty('value', '3');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await user.clear(screen.getByLabelText('Platform fee (%)'));
    await user.type(screen.getByLabelText('Platform fee (%)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Rates saved.')).toBeTruthy();
    expect(api.bodiesSentTo(RATES)).toEqual([
      { effectiveFrom: '2026-11-01', commissionPercent: 2.5, providerPercent: 1.5, fixedFee: 20 },
    ]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    fakeApi({ [RATES]: refusal({ effectiveFrom: 'must be today or later' }) });
    const { user } = open();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await screen.findByText(/must be today or later/);
    expect(errorBeside(screen.getByLabelText('From'))).toContain('must be today or later');
  });
});
