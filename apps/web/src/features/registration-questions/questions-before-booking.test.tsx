import type { FamilyRecord } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render';
import { staffQuestion } from './question-fixtures';
import { QuestionsBeforeBooking } from './questions-before-booking';

const q = messages.registrationQuestions;
const record = (over: Partial<FamilyRecord> = {}): FamilyRecord => ({
  questions: [
    staffQuestion(1, 'How did you hear about us?'),
    staffQuestion(2, 'Can they swim?', { type: 'yes-no', askedPer: 'child' }),
    // Asked only for another term's classes, and one only the staff keep: neither is asked here.
    staffQuestion(3, 'Kit size', { forWholeClub: false, termIds: [99] }),
    staffQuestion(4, 'Staff notes', { visibility: 'staff' }),
  ],
  children: [
    { childId: 7, firstName: 'Zoe', lastName: 'Second' },
    { childId: 8, firstName: 'Sam', lastName: 'Second' },
  ],
  answers: [{ questionId: 1, childId: null, value: 'A friend' }],
  attributes: [],
  attributeValues: [],
  specialCategoryConsent: false,
  ...over,
});
const RECORD = 'GET /api/v4/contacts/12/registration';
const SAVE = 'POST /api/v4/contacts/12/registration';
const confirmStep = <p>The confirm step</p>;
const place = { childId: 7, runId: 5, termId: 3, campId: null };

describe('staff booking for a family: the questions step before the confirm step', () => {
  it("asks the family's unanswered questions for the places booked, saves them on the contact, then confirms", async () => {
    const api = fakeApi({ [RECORD]: { body: record() }, [SAVE]: { body: { saved: 2 } } });
    const { user } = renderPage(
      <QuestionsBeforeBooking parentId={12} places={[place]}>
        {confirmStep}
      </QuestionsBeforeBooking>,
      { path: '/cms/book/run/5' },
    );
    await screen.findByRole('heading', { name: q.staffStepTitle });
    expect(screen.queryByText('The confirm step')).toBeNull();
    // Only Zoe is booked: Sam is not asked about, nor the other term's or the staff's question.
    expect(screen.queryByLabelText(/About Sam/)).toBeNull();
    expect(screen.queryByLabelText(/^Kit size/)).toBeNull();
    expect(screen.queryByLabelText(/^Staff notes/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^How did you hear about us\?/).value).toBe('A friend');

    await user.click(screen.getByRole('button', { name: q.staffContinue }));
    expect(screen.getByText(q.compulsory)).toBeTruthy();
    expect(api.bodiesSentTo(SAVE)).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/^Can they swim\? \(About Zoe\)/), q.yes);
    await user.click(screen.getByRole('button', { name: q.staffContinue }));
    await screen.findByText('The confirm step');
    expect(api.bodiesSentTo(SAVE)).toEqual([
      {
        answers: [
          { questionId: 1, childId: null, value: 'A friend' },
          { questionId: 2, childId: 7, value: true },
        ],
      },
    ]);
  }, 20_000);

  it('goes straight to the confirm step when the family has answered everything these places ask', async () => {
    const answered = record({
      answers: [
        { questionId: 1, childId: null, value: 'A friend' },
        { questionId: 2, childId: 7, value: false },
      ],
    });
    const api = fakeApi({ [RECORD]: { body: answered } });
    renderPage(
      <QuestionsBeforeBooking parentId={12} places={[place]}>
        {confirmStep}
      </QuestionsBeforeBooking>,
      { path: '/cms/book/run/5' },
    );
    await screen.findByText('The confirm step');
    await waitFor(() => expect(api.sent).toHaveLength(1));
  });

  it('says only the parent can consent to a health answer (staff have no consent box)', async () => {
    fakeApi({
      [RECORD]: {
        body: record({
          questions: [
            staffQuestion(5, 'Allergies', { askedPer: 'child', visibility: 'optional', healthRelated: true }),
          ],
          answers: [],
        }),
      },
    });
    const { user } = renderPage(
      <QuestionsBeforeBooking parentId={12} places={[place]}>
        {confirmStep}
      </QuestionsBeforeBooking>,
      { path: '/cms/book/run/5' },
    );
    await user.type(await screen.findByLabelText(/^Allergies \(About Zoe\)/), 'Peanuts');
    expect(screen.getByText(q.healthConsentStaff)).toBeTruthy();
    expect(screen.queryByLabelText(q.healthConsent)).toBeNull();
  });
});
