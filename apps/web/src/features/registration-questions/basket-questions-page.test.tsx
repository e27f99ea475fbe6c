import type { BasketQuestions } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render';
import { askedQuestion } from './question-fixtures';
import BasketQuestionsPage from './basket-questions-page';

const q = messages.registrationQuestions;
const asked: BasketQuestions = {
  questions: [
    askedQuestion(1, 'How did you hear about us?', {}),
    askedQuestion(2, 'Level', { type: 'one-choice', choices: ['Beginner', 'Improver'], askedPer: 'child' }),
  ],
  asked: [
    { questionId: 1, childId: null, childName: null, value: null },
    { questionId: 2, childId: 7, childName: 'Zoe', value: null },
  ],
  unanswered: 2,
  specialCategoryConsent: false,
};

describe('the questions step before the basket', () => {
  it('says a required question is compulsory, then saves the answers and goes to the basket', async () => {
    const api = fakeApi({
      'GET /api/v4/parent/registration-questions/basket': { status: 200, body: asked },
      'POST /api/v4/parent/registration-questions': { status: 200, body: { saved: 2 } },
    });
    const { user, elsewhere } = renderPage(<BasketQuestionsPage />, { path: '/basket/questions' });
    const heard = await screen.findByLabelText(/^How did you hear about us\?/);
    await user.click(screen.getByRole('button', { name: q.continue }));
    expect(screen.getAllByText(q.compulsory)).toHaveLength(2);
    expect(api.bodiesSentTo('POST /api/v4/parent/registration-questions')).toHaveLength(0);

    await user.type(heard, 'A friend');
    await user.selectOptions(screen.getByLabelText(/^Level \(About Zoe\)/), 'Improver');
    await user.click(screen.getByRole('button', { name: q.continue }));
    await waitFor(() => expect(elsewhere()).toBe('/basket'));
    expect(api.bodiesSentTo('POST /api/v4/parent/registration-questions')).toEqual([
      {
        answers: [
          { questionId: 1, childId: null, value: 'A friend' },
          { questionId: 2, childId: 7, value: 'Improver' },
        ],
      },
    ]);
  }, 30_000);
});
