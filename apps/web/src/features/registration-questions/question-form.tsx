import type { QuestionBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { choiceTypes, questionAskedPer, questionTypes, questionVisibilities } from '@clubroom/domain/rules';
import { useState, type FormEvent } from 'react';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, RadioGroupField, SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { PlacesScopeField } from '../admin-schedule/places-scope-field';
import { questionBodyOf, type QuestionValues } from './question-values';

const t = messages.registrationQuestions;
const scopeLabels = {
  legend: t.where,
  all: t.wholeClub,
  some: t.chosen,
  terms: t.terms,
  term: t.termScope,
  runs: t.runs,
  camps: t.camps,
  none: t.noPlaces,
};
/** The server names a place list's problem by its list or one of its ids (`runIds.0`). */
const placeProblem = (problems: Record<string, string>) =>
  Object.entries(problems).find(([key]) => /^(forWholeClub|runIds|termIds|campIds)\b/.test(key))?.[1];
/** A choice's problem (`choices.2`) shows under the choices. */
const choicesProblem = (problems: Record<string, string>) =>
  Object.entries(problems).find(([key]) => /^choices\b/.test(key))?.[1];

/**
 * A question's text, hint, answer type (with its choices), who it is asked of, whether an answer is
 * required, optional or the staff's only, and where it is asked. The server checks it and names each
 * field it refuses, shown beside that field.
 */
export function QuestionForm({
  idPrefix,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: QuestionValues;
  submitLabel: string;
  onSubmit: (body: QuestionBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<QuestionValues>) => setValues((was) => ({ ...was, ...next }));
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setProblems({});
    setSaving(true);
    try {
      await onSubmit(questionBodyOf(values));
    } catch (err) {
      setProblems(fieldIssues(err));
      setProblem(userMessage(err, t.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const choicesError = choicesProblem(problems);
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={submitLabel}>
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField
        id={id('text')}
        label={t.questionText}
        value={values.text}
        error={problems.text}
        onChange={(e) => change({ text: e.target.value })}
      />
      <TextField
        id={id('hint')}
        label={t.hint}
        value={values.hint}
        error={problems.hint}
        onChange={(e) => change({ hint: e.target.value })}
      />
      <SelectField
        id={id('type')}
        label={t.type}
        value={values.type}
        options={questionTypes.map((type) => ({ value: type, label: t.typeNames[type] }))}
        onChange={(type) => change({ type: type as QuestionValues['type'] })}
      />
      {choiceTypes.includes(values.type) && (
        <div className="flex flex-col gap-1">
          <label htmlFor={id('choices')} className="text-sm font-medium">
            {t.choices}
          </label>
          <textarea
            id={id('choices')}
            rows={4}
            className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
            value={values.choices}
            aria-invalid={choicesError ? true : undefined}
            aria-describedby={choicesError ? `${id('choices')}-error` : undefined}
            onChange={(e) => change({ choices: e.target.value })}
          />
          {choicesError && (
            <p id={`${id('choices')}-error`} className="text-sm text-red-700">
              {choicesError}
            </p>
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <RadioGroupField
          name={id('askedPer')}
          legend={t.askedPer}
          value={values.askedPer}
          options={questionAskedPer.map((per) => ({ value: per, label: t.askedPerNames[per] }))}
          onChange={(askedPer) => change({ askedPer: askedPer as QuestionValues['askedPer'] })}
        />
        <RadioGroupField
          name={id('visibility')}
          legend={t.visibility}
          value={values.visibility}
          options={questionVisibilities.map((v) => ({ value: v, label: t.visibilityNames[v] }))}
          onChange={(visibility) => change({ visibility: visibility as QuestionValues['visibility'] })}
        />
      </div>
      <CheckboxField
        id={id('healthRelated')}
        label={t.healthRelated}
        checked={values.healthRelated}
        onChange={(healthRelated) => change({ healthRelated })}
      />
      <PlacesScopeField
        idPrefix={`${idPrefix}-`}
        labels={scopeLabels}
        scope={values}
        problem={placeProblem(problems)}
        problemId={id('where')}
        onChange={change}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" className={primaryButton} loading={saving} loadingLabel={t.saving}>
          {submitLabel}
        </SpinnerButton>
        {onCancel && (
          <button type="button" className={textButton} onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
