import type { Question, QuestionBody } from '@clubroom/domain/api';
import { choiceTypes, type QuestionAskedPer, type QuestionType, type QuestionVisibility } from '@clubroom/domain/rules';
import type { PlacesScope } from '../admin-schedule/places-scope-field';

/** A question as its form holds it: the choices as typed, one a line. */
export interface QuestionValues extends PlacesScope {
  text: string;
  hint: string;
  type: QuestionType;
  choices: string;
  askedPer: QuestionAskedPer;
  visibility: QuestionVisibility;
  healthRelated: boolean;
}

export const newQuestionValues: QuestionValues = {
  text: '',
  hint: '',
  type: 'short-text',
  choices: '',
  askedPer: 'family',
  visibility: 'required',
  healthRelated: false,
  limited: false,
  runIds: [],
  termIds: [],
  campIds: [],
};

export const questionValuesOf = (q: Question): QuestionValues => ({
  text: q.text,
  hint: q.hint,
  type: q.type,
  choices: q.choices.join('\n'),
  askedPer: q.askedPer,
  visibility: q.visibility,
  healthRelated: q.healthRelated,
  limited: !q.forWholeClub,
  runIds: q.runIds,
  termIds: q.termIds,
  campIds: q.campIds,
});

/** The body the server checks: choices only for a choice type (blank lines dropped), places only when limited. */
export function questionBodyOf(values: QuestionValues): QuestionBody {
  const withChoices = choiceTypes.includes(values.type);
  return {
    text: values.text,
    hint: values.hint,
    type: values.type,
    choices: withChoices
      ? values.choices
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
    askedPer: values.askedPer,
    visibility: values.visibility,
    healthRelated: values.healthRelated,
    forWholeClub: !values.limited,
    runIds: values.limited ? values.runIds : [],
    termIds: values.limited ? values.termIds : [],
    campIds: values.limited ? values.campIds : [],
  };
}
