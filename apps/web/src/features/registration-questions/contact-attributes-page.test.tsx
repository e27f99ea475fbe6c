import type { ContactAttribute } from '@clubroom/domain/api';
import { MAX_CONTACT_ATTRIBUTES } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '../../test-support/fake-api';
import { errorBeside, renderPage } from '../../test-support/render';
import ContactAttributesPage from './contact-attributes-page';

const t = messages.contactAttributes;
const attribute = (attributeId: number, name: string, retired = false): ContactAttribute => ({
  attributeId,
  name,
  position: attributeId,
  retired,
});
const LIST = 'GET /api/v4/contact-attributes';
const CREATE = 'POST /api/v4/contact-attributes';

function openPage(start: ContactAttribute[]) {
  let attributes = start;
  const api = fakeApi({
    [LIST]: () => ({ body: { attributes } }),
    [CREATE]: (body) => {
      const { name } = body as { name: string };
      if (name === 'School') return refusal({ name: 'An attribute of that name exists' });
      const added = attribute(50, name);
      attributes = [...attributes, added];
      return { body: { attribute: added } };
    },
    'POST /api/v4/contact-attributes/1': (body) => {
      attributes = attributes.map((a) => (a.attributeId === 1 ? { ...a, ...(body as object) } : a));
      return { body: { attribute: attributes[0] } };
    },
    'POST /api/v4/contact-attributes/1/retire': () => {
      attributes = attributes.map((a) => (a.attributeId === 1 ? { ...a, retired: true } : a));
      return { body: { attribute: attributes[0] } };
    },
  });
  return { ...renderPage(<ContactAttributesPage />, { path: '/cms/settings/contact-attributes' }), api };
}

describe('the contact attributes settings page', () => {
  it('adds an attribute, shows a refusal beside the name, renames one and retires it', async () => {
    const { user, api } = openPage([attribute(1, 'School'), attribute(2, 'Old field', true)]);
    const list = await screen.findByRole('list', { name: t.title });
    expect(within(list).getByText('School')).toBeTruthy();
    expect(within(list).queryByText('Old field')).toBeNull();
    expect(within(screen.getByRole('region', { name: t.retired })).getByText('Old field')).toBeTruthy();

    const add = screen.getByRole('form', { name: t.add });
    await user.type(within(add).getByLabelText(t.name), 'School');
    await user.click(within(add).getByRole('button', { name: t.add }));
    await waitFor(() => expect(errorBeside(within(add).getByLabelText(t.name))).toContain('exists'));
    await user.clear(within(add).getByLabelText(t.name));
    await user.type(within(add).getByLabelText(t.name), 'Year group');
    await user.click(within(add).getByRole('button', { name: t.add }));
    await within(list).findByText('Year group');
    expect(api.bodiesSentTo(CREATE)).toEqual([{ name: 'School' }, { name: 'Year group' }]);

    await user.click(screen.getByRole('button', { name: t.renameAttribute('School') }));
    const rename = screen.getByRole('form', { name: t.save });
    await user.clear(within(rename).getByLabelText(t.name));
    await user.type(within(rename).getByLabelText(t.name), 'Primary school');
    await user.click(within(rename).getByRole('button', { name: t.save }));
    await within(list).findByText('Primary school');
    expect(api.bodiesSentTo('POST /api/v4/contact-attributes/1')).toEqual([{ name: 'Primary school' }]);

    await user.click(screen.getByRole('button', { name: t.retireAttribute('Primary school') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmRetire('Primary school') });
    await user.click(within(dialog).getByRole('button', { name: t.retire }));
    await waitFor(() => expect(within(list).queryByText('Primary school')).toBeNull());
  }, 30_000);

  it(`says a club keeps at most ${MAX_CONTACT_ATTRIBUTES}, and offers no form then`, async () => {
    openPage(Array.from({ length: MAX_CONTACT_ATTRIBUTES }, (_, i) => attribute(i + 1, `Field ${i + 1}`)));
    await screen.findByText(t.tooMany(MAX_CONTACT_ATTRIBUTES));
    expect(screen.queryByRole('form', { name: t.add })).toBeNull();
  });
});
