import type { AutoEnrolTerm } from '@clubroom/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '../../test-support/fake-api';
import { errorBeside, renderPage } from '../../test-support/render';
import AutoEnrolPage from './auto-enrol-page';

const URL = '/api/v4/client/auto-enrol/term/9';
const run = (runId: number, className: string) => ({ runId, className });
const data: AutoEnrolTerm = {
  termId: 9,
  termName: 'Summer 2028',
  previousTerm: { termId: 8, name: 'Spring 2028' },
  defaultOfferDays: 14,
  carryOvers: [
    {
      childId: 1,
      childName: 'Ada Lee',
      parentName: 'Sam Lee',
      fromRun: run(11, 'Kickers'),
      toRun: run(21, 'Kickers'),
      conflicts: [],
      offer: null,
    },
    {
      childId: 2,
      childName: 'Ben Ray',
      parentName: 'Kim Ray',
      fromRun: run(11, 'Kickers'),
      toRun: run(21, 'Kickers'),
      conflicts: ['full'],
      offer: null,
    },
    {
      childId: 3,
      childName: 'Cat Fox',
      parentName: 'Jo Fox',
      fromRun: run(12, 'Dancers'),
      toRun: run(22, 'Dancers'),
      conflicts: [],
      offer: { offerId: 5, runId: 22, status: 'accepted', expiresAt: '2028-03-01T10:00:00Z' },
    },
  ],
  offersByRun: [{ runId: 22, className: 'Dancers', pending: 0, accepted: 1, declined: 0, lapsed: 0 }],
  openings: { membersFrom: null, siblingsFrom: null, everyoneFrom: null },
};

async function openPage(routes = {}) {
  const api = fakeApi({
    [`GET ${URL}`]: { body: { data } },
    [`POST ${URL}`]: { body: { data: { offered: 1, refused: [] } } },
    ...routes,
  });
  const page = renderPage(<AutoEnrolPage />, {
    path: '/cms/schedule/terms/:termId/auto-enrol',
    url: '/cms/schedule/terms/9/auto-enrol',
  });
  await screen.findByRole('heading', { name: 'Auto-enrol: Summer 2028' });
  return { ...page, api };
}

describe('the auto-enrol page', () => {
  it('ticks the children without conflicts, shows the others, and sends the chosen offers once confirmed', async () => {
    const { user, api } = await openPage();
    expect((screen.getByLabelText('Offer Ada Lee a place') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Offer Ben Ray a place') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Full')).toBeTruthy();
    expect(screen.getByText('Accepted: 1 · Waiting for the family: 0 · Declined: 0 · Lapsed: 0')).toBeTruthy();
    await user.clear(screen.getByLabelText('Hold each place for (days)'));
    await user.type(screen.getByLabelText('Hold each place for (days)'), '7');
    await user.click(screen.getByRole('button', { name: 'Send 1 offer' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.bodiesSentTo(`POST ${URL}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 offer' }));
    await waitFor(() =>
      expect(api.bodiesSentTo(`POST ${URL}`)).toEqual([{ places: [{ childId: 1, runId: 21 }], offerDays: 7 }]),
    );
  });

  it("sends the priority windows in the club's time, and shows the server's refusal beside its field", async () => {
    const { user, api } = await openPage({
      [`PUT ${URL}/openings`]: refusal({ everyoneFrom: 'Set when everyone may book, after the priority windows.' }),
    });
    await user.type(screen.getByLabelText('Members from'), '2028-03-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save opening times' }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText('Everyone from'))).toContain('Set when everyone may book'),
    );
    expect(api.bodiesSentTo(`PUT ${URL}/openings`)).toEqual([
      { membersFrom: '2028-03-01T09:00:00.000Z', siblingsFrom: null, everyoneFrom: null },
    ]);
  });
});
