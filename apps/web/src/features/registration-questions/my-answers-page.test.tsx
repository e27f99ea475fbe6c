import type { BasketQuestions } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render';
import { askedQuestion } from './question-fixtures';
import MyAnswersPage from './my-answers-page';

const q = messages.registrationQuestions;
const mine: BasketQuestions = {
  questions: [
    askedQuestion(1, 'How did you hear about us?', {}),
    askedQuestion(2, 'Allergies', {
      type: 'long-text',
      askedPer: 'child',
      visibility: 'optional',
      healthRelated: true,
    }),
  ],
  asked: [
    { questionId: 1, childId: null, childName: null, value: 'A friend' },
    { questionId: 2, childId: 7, childName: 'Zoe', value: null },
    { questionId: 2, childId: 8, childName: 'Sam', value: null },
  ],
  unanswered: 2,
  specialCategoryConsent: false,
};
const SAVE = 'POST /api/v4/parent/registration-questions';

describe("the account's answers page (/dashboard/answers)", () => {
  it('shows the answers remembered, and saves a change with the health consent the parent gives', async () => {
    const api = fakeApi({
      'GET /api/v4/parent/registration-questions': { body: mine },
      [SAVE]: { body: { saved: 3 } },
    });
    const { user } = renderPage(<MyAnswersPage />, { path: '/dashboard/answers' });
    const heard = await screen.findByLabelText<HTMLInputElement>(/^How did you hear about us\?/);
    expect(heard.value).toBe('A friend');
    await user.clear(heard);
    await user.type(heard, 'The school fair');
    // A health answer asks for the consent a child's medical notes need.
    expect(screen.queryByLabelText(q.healthConsent)).toBeNull();
    await user.type(screen.getByLabelText(/^Allergies \(About Zoe\)/), 'Peanuts');
    await user.click(screen.getByLabelText(q.healthConsent));
    await user.click(screen.getByRole('button', { name: q.accountSave }));
    await screen.findByText(q.accountSaved);
    expect(api.bodiesSentTo(SAVE)).toEqual([
      {
        answers: [
          { questionId: 1, childId: null, value: 'The school fair' },
          { questionId: 2, childId: 7, value: 'Peanuts' },
          { questionId: 2, childId: 8, value: null },
        ],
        specialCategoryConsent: true,
      },
    ]);
  }, 30_000);

  it('saves without insisting on a required answer (the booking asks for it again)', async () => {
    const api = fakeApi({
      'GET /api/v4/parent/registration-questions': { body: mine },
      [SAVE]: { body: { saved: 1 } },
    });
    const { user } = renderPage(<MyAnswersPage />, { path: '/dashboard/answers' });
    await user.clear(await screen.findByLabelText(/^How did you hear about us\?/));
    await user.click(screen.getByRole('button', { name: q.accountSave }));
    await waitFor(() => expect(api.bodiesSentTo(SAVE)).toHaveLength(1));
    expect(screen.queryByText(q.compulsory)).toBeNull();
  });

  it("uploads a file answer at once (the child's id, then the file), and leaves it out of the form's save", async () => {
    const withFile: BasketQuestions = {
      ...mine,
      questions: [...mine.questions, askedQuestion(3, 'Medical form', { type: 'file-upload', askedPer: 'child' })],
      asked: [...mine.asked, { questionId: 3, childId: 7, childName: 'Zoe', value: null }],
    };
    const UPLOAD = 'POST /api/v4/parent/registration-questions/3/file';
    const api = fakeApi({
      'GET /api/v4/parent/registration-questions': { body: withFile },
      [SAVE]: { body: { saved: 3 } },
      [UPLOAD]: { body: { saved: 1 } },
    });
    const { user } = renderPage(<MyAnswersPage />, { path: '/dashboard/answers' });
    const input = await screen.findByLabelText<HTMLInputElement>(/^Medical form \(About Zoe\)/);
    await user.upload(input, new File(['%PDF-1.7'], 'form.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: new RegExp(q.fileDownload) });
    expect(link.getAttribute('href')).toBe('/api/v4/parent/registration-questions/3/file?childId=7');
    const uploads = api.bodiesSentTo(UPLOAD) as FormData[];
    expect(uploads).toHaveLength(1);
    expect(uploads[0].get('childId')).toBe('7');
    expect((uploads[0].get('file') as File).name).toBe('form.pdf');
    await user.click(screen.getByRole('button', { name: q.accountSave }));
    await screen.findByText(q.accountSaved);
    const [saved] = api.bodiesSentTo(SAVE) as { answers: { questionId: number }[] }[];
    expect(saved.answers.map((a) => a.questionId)).toEqual([1, 2, 2]);
  }, 20_000);

  it('says so when the club asks no questions', async () => {
    fakeApi({
      'GET /api/v4/parent/registration-questions': {
        body: { questions: [], asked: [], unanswered: 0, specialCategoryConsent: false },
      },
    });
    renderPage(<MyAnswersPage />, { path: '/dashboard/answers' });
    await screen.findByText(q.noQuestions);
  });
});
