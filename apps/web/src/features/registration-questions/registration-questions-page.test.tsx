import type { AdminTerm, Question } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, type FakeAnswer } from '../../test-support/fake-api';
import { errorBeside, renderPage } from '../../test-support/render';
import { staffQuestion } from './question-fixtures';
import RegistrationQuestionsPage from './registration-questions-page';

const t = messages.registrationQuestions;
const heard = staffQuestion(1, 'How did you hear about us?');
const swim = staffQuestion(2, 'Can they swim?', { type: 'yes-no', askedPer: 'child', visibility: 'optional' });
const old = staffQuestion(3, 'Old question', { retired: true });
const term: AdminTerm = {
  termId: 7,
  name: 'Spring 2027',
  startDate: '2027-01-04',
  endDate: '2027-03-26',
  breaks: [],
  bookingsCount: 0,
  runs: [],
};

const LIST = 'GET /api/v4/registration-questions';
const CREATE = 'POST /api/v4/registration-questions';
const ORDER = 'POST /api/v4/registration-questions/order';

/** The page over a list the fake server keeps: a create adds to it, as the server would. */
function openPage(create?: FakeAnswer) {
  let questions = [heard, swim, old];
  const api = fakeApi({
    [LIST]: () => ({ body: { questions } }),
    [CREATE]: (body) => {
      if (create) return create;
      const added = staffQuestion(9, (body as { text: string }).text, body as Partial<Question>);
      questions = [...questions, added];
      return { body: { question: added } };
    },
    [ORDER]: (body) => {
      const ids = (body as { questionIds: number[] }).questionIds;
      questions = [...ids.map((id) => questions.find((q) => q.questionId === id)!), old];
      return { body: { questions } };
    },
    'POST /api/v4/registration-questions/2/retire': () => {
      questions = questions.map((q) => (q.questionId === 2 ? { ...q, retired: true } : q));
      return { body: { question: { ...swim, retired: true } } };
    },
    'GET /api/v4/schedule/terms': { body: { terms: [term] } },
    'GET /api/v4/schedule/camps': { body: { camps: [] } },
  });
  return { ...renderPage(<RegistrationQuestionsPage />, { path: '/cms/settings/registration-questions' }), api };
}

describe('the registration questions settings page', () => {
  it('lists the live questions in order with what each asks, and the retired ones apart', async () => {
    openPage();
    const live = await screen.findByRole('region', { name: t.liveHeading });
    const items = within(live).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/\?$/)[0].textContent)).toEqual([heard.text, swim.text]);
    expect(within(items[1]).getByText(new RegExp(t.summary('Yes or no', 'For each child', 'Optional')))).toBeTruthy();
    const retired = screen.getByRole('region', { name: t.retiredHeading });
    expect(within(retired).getByText('Old question')).toBeTruthy();
    expect(within(live).queryByText('Old question')).toBeNull();
  });

  it('adds a one-choice question for each child, asked for one term only, as the form says', async () => {
    const { user, api } = openPage();
    await user.click(await screen.findByRole('button', { name: t.add }));
    const form = screen.getByRole('form', { name: t.add });
    await user.type(within(form).getByLabelText(t.questionText), 'Which group?');
    await user.selectOptions(within(form).getByLabelText(t.type), 'one-choice');
    await user.type(within(form).getByLabelText(t.choices), 'Beginners{enter}Improvers{enter}');
    await user.click(within(form).getByLabelText(t.askedPerNames.child));
    await user.click(within(form).getByLabelText(t.visibilityNames.staff));
    await user.click(within(form).getByLabelText(t.chosen));
    await user.click(await within(form).findByLabelText(t.termScope('Spring 2027')));
    await user.click(within(form).getByRole('button', { name: t.add }));
    await waitFor(() => expect(screen.queryByRole('form', { name: t.add })).toBeNull());
    expect(api.bodiesSentTo(CREATE)).toEqual([
      {
        text: 'Which group?',
        hint: '',
        type: 'one-choice',
        choices: ['Beginners', 'Improvers'],
        askedPer: 'child',
        visibility: 'staff',
        healthRelated: false,
        forWholeClub: false,
        runIds: [],
        termIds: [7],
        campIds: [],
      },
    ]);
    const live = screen.getByRole('region', { name: t.liveHeading });
    expect(await within(live).findByText('Which group?')).toBeTruthy();
  }, 30_000);

  it("shows the server's refusal of the choices beside them", async () => {
    const { user } = openPage(refusal({ choices: t.twoChoices }));
    await user.click(await screen.findByRole('button', { name: t.add }));
    const form = screen.getByRole('form', { name: t.add });
    await user.type(within(form).getByLabelText(t.questionText), 'Which group?');
    await user.selectOptions(within(form).getByLabelText(t.type), 'several-choices');
    await user.type(within(form).getByLabelText(t.choices), 'Only one');
    await user.click(within(form).getByRole('button', { name: t.add }));
    await waitFor(() => expect(errorBeside(within(form).getByLabelText(t.choices))).toBe(t.twoChoices));
  }, 20_000);

  it('moves a question down (naming every live one in the new order) and retires one once asked', async () => {
    const { user, api } = openPage();
    await user.click(await screen.findByRole('button', { name: t.moveDownQuestion(heard.text) }));
    await waitFor(() => expect(api.bodiesSentTo(ORDER)).toEqual([{ questionIds: [2, 1] }]));
    const live = screen.getByRole('region', { name: t.liveHeading });
    await waitFor(() => expect(within(live).getAllByRole('listitem')[0].textContent).toContain(swim.text));
    expect(screen.getByRole('button', { name: t.moveUpQuestion(swim.text) }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: t.retireQuestion(swim.text) }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmRetire(swim.text) });
    await user.click(within(dialog).getByRole('button', { name: t.retire }));
    const retired = await screen.findByRole('region', { name: t.retiredHeading });
    await within(retired).findByText(swim.text);
    expect(api.sent.filter((x) => x.url.endsWith('/retire'))).toHaveLength(1);
  }, 20_000);
});
