import type { PhotoPermissionsOverview } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRoutes } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render';
import PhotoPermissionsPage from './photo-permissions-page';

const t = messages.paySettings;
const URL = '/api/settings/photo-permissions';
const PATH = '/cms/settings/photo-permissions';

const person = (childId: number, firstName: string, status: '1' | '0' | null) => ({
  childId,
  firstName,
  lastName: 'Quillfeather',
  parentName: 'Quentin Zephyrine',
  status,
});
const counts = { yes: 70, no: 12, none: 38 };
const answer = (over: Partial<PhotoPermissionsOverview> = {}): PhotoPermissionsOverview => ({
  people: [person(1, 'Adele', '1'), person(2, 'Bram', null), person(3, 'Xanthe', '0')],
  total: 120,
  page: 1,
  pageSize: 50,
  counts,
  ...over,
});

function openPage(routes: FakeRoutes, url = PATH) {
  const api = fakeApi(routes);
  const page = renderPage(<PhotoPermissionsPage />, { path: PATH, url });
  return { ...page, api };
}
const filter = () => screen.getByRole('group', { name: t.photosShow });
const pager = () => screen.getByRole('navigation', { name: t.photosPages });

describe('the photo permissions page', () => {
  it('asks for the bare address first (the one its HTML preloads), then shows the counts, the table and the pager', async () => {
    const { api } = openPage({ [`GET ${URL}`]: { body: answer() } });
    const row = (await screen.findByText('Xanthe Quillfeather')).closest('tr')!;
    expect(within(row).getByText(t.photoNo)).toBeTruthy();
    expect(api.sent.map((r) => r.url)).toEqual([URL]);
    // The header's counts: everyone, then each answer, as the filter's choices.
    expect(
      within(filter())
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      [t.photosCount(t.photosShowAll, 120), 'true'],
      [t.photosCount(t.photoYes, 70), 'false'],
      [t.photosCount(t.photoNo, 12), 'false'],
      [t.photosCount(t.photoUnanswered, 38), 'false'],
    ]);
    expect(within(pager()).getByText(t.photosPageOf(1, 3, 120))).toBeTruthy();
    expect(within(pager()).getByRole('button', { name: messages.pager.previous }).hasAttribute('disabled')).toBe(true);
  });

  it('filters by answer, searches and pages through the address, each change from page 1', async () => {
    const no = answer({ people: [person(3, 'Xanthe', '0')], total: 12 });
    const searched = answer({ people: [person(3, 'Xanthe', '0')], total: 1, counts: { yes: 0, no: 1, none: 0 } });
    const { user, api } = openPage({
      [`GET ${URL}`]: { body: answer() },
      [`GET ${URL}?page=2`]: { body: answer({ people: [person(4, 'Zed', '1')], page: 2 }) },
      [`GET ${URL}?answer=no`]: { body: no },
      [`GET ${URL}?search=Xanthe&answer=no`]: { body: searched },
    });
    await screen.findByText('Adele Quillfeather');
    await user.click(within(pager()).getByRole('button', { name: messages.pager.next }));
    await screen.findByText('Zed Quillfeather');
    await user.click(within(filter()).getByRole('button', { name: t.photosCount(t.photoNo, 12) }));
    await screen.findByText(t.photosPageOf(1, 1, 12));
    expect(
      within(filter())
        .getByRole('button', { name: t.photosCount(t.photoNo, 12) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: t.photosSearchLabel }), 'Xanthe');
    await user.click(screen.getByRole('button', { name: t.photosSearchLabel }));
    await screen.findByText(t.photosPageOf(1, 1, 1));
    expect(api.sent.map((r) => r.url)).toEqual([
      URL,
      `${URL}?page=2`,
      `${URL}?answer=no`,
      `${URL}?search=Xanthe&answer=no`,
    ]);
  });

  it('opens at the list its address names: its search in the box', async () => {
    const { api } = openPage(
      { [`GET ${URL}?search=Quill&answer=none&page=2`]: { body: answer({ page: 2 }) } },
      `${PATH}?page=2&answer=none&search=Quill`,
    );
    await screen.findByText(t.photosPageOf(2, 3, 120));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: t.photosSearchLabel }).value).toBe('Quill');
    expect(api.sent.map((r) => r.url)).toEqual([`${URL}?search=Quill&answer=none&page=2`]);
  });

  const nobody = { people: [], total: 0, counts: { yes: 0, no: 0, none: 0 } };

  it('says when the club has no children yet', async () => {
    openPage({ [`GET ${URL}`]: { body: answer(nobody) } });
    await screen.findByText(t.photosNone);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: t.photosPages })).toBeNull();
  });

  it('says when nobody matches the search', async () => {
    openPage({ [`GET ${URL}?search=Nobody`]: { body: answer(nobody) } }, `${PATH}?search=Nobody`);
    await screen.findByText(t.photosNoMatches);
  });

  it("hides every answer when the server answers an error, saying nothing of anyone's permission (spec §6)", async () => {
    openPage({ [`GET ${URL}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    await screen.findByRole('heading', { name: t.photosTitle, level: 1 });
    // The loading state gone (after the one retry of a failed read).
    await expect.poll(() => screen.queryByRole('status'), { timeout: 5000 }).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('group', { name: t.photosShow })).toBeNull();
  });
});
