import type { TrophiesResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, type FakeAnswer } from '../../test-support/fake-api';
import { errorBeside, renderPage } from '../../test-support/render';
import TrophiesSettingsPage from './trophies-settings-page';

const t = messages.trophies;
const bronze = {
  trophyId: 1,
  activity: 'Mini Kickers',
  name: 'Bronze',
  position: 1,
  colour: 'cd7f32',
  imageUrl: null as string | null,
  awardedCount: 2,
};
const list = (trophies = [bronze]): TrophiesResponse => ({ trophies, activities: ['Mini Kickers', 'Tennis'] });
const ADD = 'POST /api/v4/trophies/add';

async function openPage(trophies: FakeAnswer, add: FakeAnswer = { body: list() }) {
  const api = fakeApi({ 'GET /api/v4/trophies': trophies, [ADD]: add });
  const page = renderPage(<TrophiesSettingsPage />, { path: '/cms/settings/trophies' });
  return { ...page, api };
}

describe('the grading trophies settings page', () => {
  it("lists a class's levels in order, with who holds them, and adds one as the form says", async () => {
    const silver = { ...bronze, trophyId: 2, name: 'Silver', position: 2, colour: 'c0c0c0', awardedCount: 0 };
    const { user, api } = await openPage({ body: list() }, { body: list([bronze, silver]) });
    const group = await screen.findByRole('region', { name: 'Mini Kickers' });
    expect(within(group).getByText(t.held(2))).toBeTruthy();
    // A held trophy cannot be removed: no Remove button.
    expect(screen.queryByRole('button', { name: t.remove('Bronze') })).toBeNull();
    const form = screen.getByRole('form', { name: t.add });
    await user.selectOptions(within(form).getByLabelText(t.activity), 'Mini Kickers');
    await user.type(within(form).getByLabelText(t.name), 'Silver');
    await user.clear(within(form).getByLabelText(t.position));
    await user.type(within(form).getByLabelText(t.position), '2');
    await user.click(within(form).getByRole('button', { name: t.add }));
    await screen.findByText('Silver');
    expect(api.bodiesSentTo(ADD)).toEqual([
      { activity: 'Mini Kickers', name: 'Silver', position: 2, colour: 'cd7f32' },
    ]);
    expect(screen.getByRole('button', { name: t.remove('Silver') })).toBeTruthy();
  }, 20_000); // typing four fields on a busy machine

  it("shows the server's refusal beside the field it names", async () => {
    const { user } = await openPage({ body: list() }, refusal({ name: t.nameTaken }));
    const form = await screen.findByRole('form', { name: t.add });
    await user.type(within(form).getByLabelText(t.name), 'Bronze');
    await user.click(within(form).getByRole('button', { name: t.add }));
    await screen.findByText(new RegExp(t.nameTaken.slice(0, 20)));
    expect(errorBeside(within(form).getByLabelText(t.name))).toContain(t.nameTaken);
  });

  it("uploads a level's picture at once and shows it; Remove takes it away", async () => {
    const withImage = { ...bronze, imageUrl: '/api/v4/trophies/1/image?v=abcd1234' };
    const uploads: FormData[] = [];
    fakeApi({
      'GET /api/v4/trophies': { body: list() },
      'POST /api/v4/trophies/1/image/remove': { body: list() },
    });
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) {
        uploads.push(init.body);
        return new Response(JSON.stringify(list([withImage])), { headers: { 'content-type': 'application/json' } });
      }
      return fakeFetch(input, init);
    }) as typeof fetch;
    const { user } = renderPage(<TrophiesSettingsPage />, { path: '/cms/settings/trophies' });
    const input = await screen.findByLabelText<HTMLInputElement>(`${t.image}: Bronze`);
    await user.upload(input, new File(['png'], 'bronze.png', { type: 'image/png' }));
    const picture = await screen.findByRole('img', { name: t.imageOf('Bronze') });
    expect(picture.getAttribute('src')).toBe(withImage.imageUrl);
    expect((uploads[0].get('image') as File).name).toBe('bronze.png');
    await user.click(screen.getByRole('button', { name: t.imageRemoveOf('Bronze') }));
    await waitFor(() => expect(screen.queryByRole('img', { name: t.imageOf('Bronze') })).toBeNull());
  });

  it('says trophies are switched off, with the way to Options', async () => {
    await openPage({ status: 409, body: { error: { code: 'TROPHIES_OFF', message: 'off' } } });
    await screen.findByText(t.switchedOff);
    expect(screen.getByRole('link', { name: t.toOptions }).getAttribute('href')).toBe('/cms/settings/options');
  });
});
