import type { FamilyRecord } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render';
import { staffQuestion } from './question-fixtures';
import { FamilyRecordSection } from './family-record';

const q = messages.registrationQuestions;
const record: FamilyRecord = {
  questions: [
    staffQuestion(1, 'How did you hear about us?'),
    staffQuestion(2, 'Swimming level', { type: 'one-choice', choices: ['Beginner', 'Improver'], askedPer: 'child' }),
    staffQuestion(3, 'Coach notes', { visibility: 'staff' }),
    staffQuestion(4, 'Old question', { retired: true }),
  ],
  children: [
    { childId: 7, firstName: 'Zoe', lastName: 'Second' },
    { childId: 8, firstName: 'Sam', lastName: 'Second' },
  ],
  answers: [
    { questionId: 1, childId: null, value: 'A friend' },
    { questionId: 2, childId: 7, value: 'Improver' },
    { questionId: 4, childId: null, value: 'Kept answer' },
  ],
  attributes: [
    { attributeId: 5, name: 'Membership no.', position: 1, retired: false },
    { attributeId: 6, name: 'Gone', position: 2, retired: true },
  ],
  attributeValues: [{ attributeId: 5, value: 'M-042' }],
  specialCategoryConsent: false,
};
const SAVE = 'POST /api/v4/contacts/12/registration';

describe("a contact's registration answers and attributes (staff)", () => {
  it("shows the family's and each child's answers and the attributes, and saves the staff's changes", async () => {
    const api = fakeApi({
      'GET /api/v4/contacts/12/registration': { body: record },
      [SAVE]: { body: { saved: 5 } },
    });
    const { user } = renderPage(<FamilyRecordSection parentId={12} />, { path: '/cms/contacts/12' });
    const form = await screen.findByRole('form', { name: q.recordTitle });
    expect(within(form).getByLabelText<HTMLInputElement>('Membership no.').value).toBe('M-042');
    expect(within(form).queryByLabelText('Gone')).toBeNull();
    expect(within(form).getByLabelText<HTMLSelectElement>(/^Swimming level \(About Zoe\)/).value).toBe('Improver');
    expect(within(form).getByLabelText<HTMLSelectElement>(/^Swimming level \(About Sam\)/).value).toBe('');
    // The retired question's answer is kept and shown, not editable.
    expect(within(form).getByText('Kept answer')).toBeTruthy();

    await user.type(within(form).getByLabelText(/^Coach notes/), 'Needs a buddy');
    await user.clear(within(form).getByLabelText('Membership no.'));
    await user.type(within(form).getByLabelText('Membership no.'), 'M-043');
    await user.click(within(form).getByRole('button', { name: q.recordSave }));
    await screen.findByText(q.recordSaved);
    expect(api.bodiesSentTo(SAVE)).toEqual([
      {
        answers: [
          { questionId: 1, childId: null, value: 'A friend' },
          { questionId: 2, childId: 7, value: 'Improver' },
          { questionId: 2, childId: 8, value: null },
          { questionId: 3, childId: null, value: 'Needs a buddy' },
        ],
        attributeValues: [{ attributeId: 5, value: 'M-043' }],
      },
    ]);
  }, 20_000);

  it("uploads a file answer for a child of the family at once, to the contact's route, and shows its download", async () => {
    const UPLOAD = 'POST /api/v4/contacts/12/registration/9/file';
    const api = fakeApi({
      'GET /api/v4/contacts/12/registration': {
        body: { ...record, questions: [staffQuestion(9, 'Medical form', { type: 'file-upload', askedPer: 'child' })] },
      },
      [UPLOAD]: { body: { saved: 1 } },
    });
    const { user } = renderPage(<FamilyRecordSection parentId={12} />, { path: '/cms/contacts/12' });
    const input = await screen.findByLabelText<HTMLInputElement>(/^Medical form \(About Sam\)/);
    expect(screen.queryByRole('link', { name: new RegExp(q.fileDownload) })).toBeNull();
    await user.upload(input, new File(['%PDF-1.7'], 'form.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: new RegExp(q.fileDownload) });
    expect(link.getAttribute('href')).toBe('/api/v4/contacts/12/registration/9/file?childId=8');
    const [form] = api.bodiesSentTo(UPLOAD) as FormData[];
    expect(form.get('childId')).toBe('8');
    expect((form.get('file') as File).name).toBe('form.pdf');
  }, 20_000);

  it('shows nothing when the club has neither questions nor attributes', async () => {
    const api = fakeApi({
      'GET /api/v4/contacts/12/registration': {
        body: { ...record, questions: [], answers: [], attributes: [], attributeValues: [] },
      },
    });
    const { container } = renderPage(<FamilyRecordSection parentId={12} />, { path: '/cms/contacts/12' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent).toHaveLength(1);
    expect(within(container).queryByRole('heading', { name: q.recordTitle })).toBeNull();
  });
});
