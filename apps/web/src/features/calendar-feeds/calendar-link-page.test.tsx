import { messages } from '@clubroom/domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render';
import CalendarLinkPage from './calendar-link-page';

const t = messages.calendarFeeds;
const STATUS = 'GET /api/v4/people/calendar-link';
const ISSUE = 'POST /api/v4/people/calendar-link/issue';
const REVOKE = 'POST /api/v4/people/calendar-link/revoke';
const linkOf = (n: number) => {
  const url = `https://example.com/api/v4/calendar/family.ics?token=${String(n).repeat(43)}`;
  return { url, webcalUrl: url.replace('https:', 'webcal:'), createdAt: `2026-11-2${n}T15:00:00.000Z` };
};

/** The page over a server whose live link is whatever was issued or revoked last. */
function openPage(initial: { createdAt: string } | null) {
  let live = initial;
  let issued = 0;
  const api = fakeApi({
    [STATUS]: () => ({ body: { link: live } }),
    [ISSUE]: () => {
      const link = linkOf((issued += 1));
      live = { createdAt: link.createdAt };
      return { body: link };
    },
    [REVOKE]: () => {
      live = null;
      return { body: { link: null } };
    },
  });
  return { ...renderPage(<CalendarLinkPage />, { path: '/dashboard/calendar' }), api };
}

// Each test does a whole journey of clicks: more than the project's 5 s on a busy machine.
describe('the calendar link page', () => {
  it('gets a link and shows it once to copy, then a new one only after asking', async () => {
    const { user, api } = openPage(null);
    await screen.findByText(t.none, {}, { timeout: 10_000 }); // the first page of a run loads its response parsers
    await user.click(screen.getByRole('button', { name: t.issue }));
    expect(((await screen.findByLabelText(t.linkLabel)) as HTMLInputElement).value).toBe(linkOf(1).url);
    expect(screen.getByRole('link', { name: t.openInCalendar }).getAttribute('href')).toBe(linkOf(1).webcalUrl);
    await user.click(screen.getByRole('button', { name: t.copy }));
    await screen.findByText(t.copied);
    expect(await navigator.clipboard.readText()).toBe(linkOf(1).url);

    // A new link: asked first, and Keep it sends nothing.
    await user.click(screen.getByRole('button', { name: t.reissue }));
    let dialog = await screen.findByRole('dialog', { name: t.reissueTitle });
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(api.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t.reissue }));
    dialog = await screen.findByRole('dialog', { name: t.reissueTitle });
    await user.click(within(dialog).getByRole('button', { name: t.reissueConfirm }));
    await screen.findByDisplayValue(linkOf(2).url);
  }, 30_000);

  it('says since when a link works without showing it, and stops it after asking', async () => {
    const { user } = openPage({ createdAt: '2026-11-20T10:00:00.000Z' });
    await screen.findByText(/since Fri 20th November 2026/, {}, { timeout: 10_000 });
    expect(screen.queryByLabelText(t.linkLabel)).toBeNull();
    await user.click(screen.getByRole('button', { name: t.revoke }));
    const dialog = await screen.findByRole('dialog', { name: t.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: t.revokeConfirm }));
    await screen.findByText(t.revoked);
    await screen.findByRole('button', { name: t.issue });
  }, 30_000);
});
