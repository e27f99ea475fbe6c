import type { BasketQuestions, Question } from '@clubroom/domain/api';

/** A question as the club's staff see it (tests): a required short-text family question for the whole club. */
export const staffQuestion = (questionId: number, text: string, over: Partial<Question> = {}): Question => ({
  questionId,
  text,
  hint: '',
  type: 'short-text',
  choices: [],
  askedPer: 'family',
  visibility: 'required',
  forWholeClub: true,
  runIds: [],
  termIds: [],
  campIds: [],
  healthRelated: false,
  position: questionId,
  retired: false,
  ...over,
});

type AskedQuestion = BasketQuestions['questions'][number];

/** A question as a parent is asked it (tests): required short text, once per family. */
export const askedQuestion = (questionId: number, text: string, over: Partial<AskedQuestion> = {}): AskedQuestion => ({
  questionId,
  text,
  hint: '',
  type: 'short-text',
  choices: [],
  askedPer: 'family',
  visibility: 'required',
  healthRelated: false,
  ...over,
});
