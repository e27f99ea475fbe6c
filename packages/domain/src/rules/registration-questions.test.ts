import { describe, expect, it } from 'vitest';
import {
  answerRefusal,
  answerText,
  asksFor,
  unansweredRequired,
  type PlaceForQuestions,
  type QuestionRule,
} from './registration-questions.js';

const question = (over: Partial<QuestionRule>): QuestionRule => ({
  questionId: 1,
  type: 'short-text',
  choices: [],
  askedPer: 'family',
  visibility: 'required',
  forWholeClub: true,
  runIds: [],
  termIds: [],
  campIds: [],
  ...over,
});
const run = (childId: number, runId: number, termId: number): PlaceForQuestions => ({
  childId,
  runId,
  termId,
  campId: null,
});
const camp = (childId: number, campId: number): PlaceForQuestions => ({ childId, runId: null, termId: null, campId });

describe('asksFor', () => {
  const places = [run(10, 1, 100), run(11, 2, 100), camp(10, 7)];
  it.each([
    ['a family question of the whole club, once', question({}), [{ questionId: 1, childId: null }]],
    [
      'a child question of the whole club, once a child',
      question({ askedPer: 'child' }),
      [
        { questionId: 1, childId: 10 },
        { questionId: 1, childId: 11 },
      ],
    ],
    [
      'a child question of one run, for its child only',
      question({ askedPer: 'child', forWholeClub: false, runIds: [2] }),
      [{ questionId: 1, childId: 11 }],
    ],
    [
      'a question of a term, through its runs',
      question({ forWholeClub: false, termIds: [100] }),
      [{ questionId: 1, childId: null }],
    ],
    [
      'a question of a camp',
      question({ askedPer: 'child', forWholeClub: false, campIds: [7] }),
      [{ questionId: 1, childId: 10 }],
    ],
    ['a question of another run: none', question({ forWholeClub: false, runIds: [3] }), []],
    ['a staff-only question: never asked of parents', question({ visibility: 'staff' }), []],
  ])('%s', (_, q, expected) => {
    expect(asksFor([q], places)).toEqual(expected);
  });

  it('asks staff-only questions of the staff', () => {
    expect(asksFor([question({ visibility: 'staff' })], places, false)).toEqual([{ questionId: 1, childId: null }]);
  });
});

describe('unansweredRequired', () => {
  const questions = [question({ questionId: 1 }), question({ questionId: 2, visibility: 'optional' })];
  const asks = [
    { questionId: 1, childId: 10 },
    { questionId: 1, childId: 11 },
    { questionId: 2, childId: null },
  ];
  it('names the required asks with no answer, a blank one included', () => {
    const answers = [
      { questionId: 1, childId: 10, value: 'yes' },
      { questionId: 1, childId: 11, value: '  ' },
    ];
    expect(unansweredRequired(questions, asks, answers)).toEqual([{ questionId: 1, childId: 11 }]);
  });
  it('is empty once every required ask is answered', () => {
    const answers = [
      { questionId: 1, childId: 10, value: ['a'] },
      { questionId: 1, childId: 11, value: false },
    ];
    expect(unansweredRequired(questions, asks, answers)).toEqual([]);
  });
});

describe('answerRefusal', () => {
  const choices = ['Red', 'Blue'];
  it.each([
    ['short-text', 'hello', null],
    ['short-text', 'x'.repeat(201), 'must be at most 200 characters'],
    ['long-text', 'x'.repeat(2000), null],
    ['number', 12.5, null],
    ['number', '12', 'must be a number'],
    ['yes-no', false, null],
    ['yes-no', 'yes', 'must be yes or no'],
    ['date', '2026-02-28', null],
    ['date', '2026-02-30', 'must be a date (YYYY-MM-DD)'],
    ['phone', '07700 900123', null],
    ['phone', 'call me', 'must be a phone number'],
    ['one-choice', 'Red', null],
    ['one-choice', 'Green', 'must be one of the choices'],
    ['several-choices', ['Red', 'Blue'], null],
    ['several-choices', ['Red', 'Red'], 'must be some of the choices'],
    ['number', '', null],
  ] as const)('%s %j: %s', (type, value, expected) => {
    expect(answerRefusal({ type, choices }, value as never)).toBe(expected);
  });
});

describe('answerText', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [['Red', 'Blue'], 'Red; Blue'],
    [3, '3'],
    [null, ''],
  ] as const)('%j → %s', (value, text) => {
    expect(answerText(value as never)).toBe(text);
  });
});
