import type { Question } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { QuestionForm } from './question-form';
import { newQuestionValues, questionValuesOf } from './question-values';
import { useQuestionChanges, useRegistrationQuestions } from './use-registration-questions';

const t = messages.registrationQuestions;

/** The list with one id moved a step up (-1) or down (+1). */
const moved = (ids: number[], index: number, step: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
};

function QuestionSummary({ question }: { question: Question }) {
  const places = question.runIds.length + question.termIds.length + question.campIds.length;
  return (
    <p className="text-sm text-gray-700">
      {t.summary(
        t.typeNames[question.type],
        t.askedPerNames[question.askedPer],
        t.visibilityNames[question.visibility],
      )}
      {' · '}
      {question.forWholeClub ? t.wholeClub : t.whereSummary(places)}
      {question.healthRelated && ` · ${t.healthBadge}`}
      {question.choices.length > 0 && <span className="block">{question.choices.join(', ')}</span>}
    </p>
  );
}

function QuestionRow({
  question,
  index,
  liveIds,
  changes,
}: {
  question: Question;
  index: number;
  liveIds: number[];
  changes: ReturnType<typeof useQuestionChanges>;
}) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  if (editing)
    return (
      <li className="rounded-lg border border-gray-300 p-3">
        <QuestionForm
          idPrefix={`question-${question.questionId}`}
          initial={questionValuesOf(question)}
          submitLabel={t.save}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await changes.update(question.questionId, body);
            setEditing(false);
          }}
        />
      </li>
    );
  const move = (step: -1 | 1) => changes.reorder.mutate(moved(liveIds, index, step));
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-300 p-3 sm:flex-row sm:items-start">
      <span className="w-6 shrink-0 text-gray-700">{index + 1}.</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{question.text}</p>
        {question.hint && <p className="text-sm text-gray-600">{question.hint}</p>}
        <QuestionSummary question={question} />
      </div>
      <span className="flex flex-wrap gap-3">
        <button
          type="button"
          className={textButton}
          aria-label={t.moveUpQuestion(question.text)}
          disabled={index === 0 || changes.reorder.isPending}
          onClick={() => move(-1)}
        >
          {t.moveUp}
        </button>
        <button
          type="button"
          className={textButton}
          aria-label={t.moveDownQuestion(question.text)}
          disabled={index === liveIds.length - 1 || changes.reorder.isPending}
          onClick={() => move(1)}
        >
          {t.moveDown}
        </button>
        <button
          type="button"
          className={textButton}
          aria-label={t.editQuestion(question.text)}
          onClick={() => setEditing(true)}
        >
          {t.edit}
        </button>
        <button
          type="button"
          className={textButton}
          aria-label={t.retireQuestion(question.text)}
          onClick={() => setAsking(true)}
        >
          {t.retire}
        </button>
      </span>
      <ConfirmDialog
        open={asking}
        title={t.confirmRetire(question.text)}
        body={t.confirmRetireBody}
        confirmLabel={t.retire}
        cancelLabel={t.cancel}
        pending={changes.retire.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => changes.retire.mutate(question.questionId, { onSettled: () => setAsking(false) })}
      />
    </li>
  );
}

/**
 * /cms/settings/registration-questions: the questions families answer when they book, in the order
 * asked; added, changed, moved and retired in place. Retired ones are listed apart: their answers are kept.
 */
export default function RegistrationQuestionsPage() {
  usePageTitle(t.title);
  const query = useRegistrationQuestions();
  const changes = useQuestionChanges();
  const [adding, setAdding] = useState(false);
  let body;
  if (query.isPending) body = <Loading />;
  else if (!query.data) body = <LoadFailed message={t.loadFailed} retry={query.refetch} />;
  else {
    const live = query.data.questions.filter((q) => !q.retired);
    const retired = query.data.questions.filter((q) => q.retired);
    const liveIds = live.map((q) => q.questionId);
    body = (
      <>
        {changes.reorder.isError && <FormAlert>{userMessage(changes.reorder.error, t.orderFailed)}</FormAlert>}
        {changes.retire.isError && <FormAlert>{userMessage(changes.retire.error, t.retireFailed)}</FormAlert>}
        <section aria-labelledby="live-questions" className="space-y-2">
          <h2 id="live-questions" className="text-xl font-bold">
            {t.liveHeading}
          </h2>
          {live.length === 0 ? (
            <div className="rounded-lg bg-panel p-4">
              <p className="font-semibold">{t.empty}</p>
              <p>{t.emptyHint}</p>
            </div>
          ) : (
            <ol className="space-y-2">
              {live.map((question, index) => (
                <QuestionRow
                  key={question.questionId}
                  question={question}
                  index={index}
                  liveIds={liveIds}
                  changes={changes}
                />
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="add-question" className="space-y-3 rounded-lg border border-gray-300 p-4">
          <h2 id="add-question" className="text-xl font-bold">
            {t.add}
          </h2>
          {adding ? (
            <QuestionForm
              idPrefix="new-question"
              initial={newQuestionValues}
              submitLabel={t.add}
              onCancel={() => setAdding(false)}
              onSubmit={async (question) => {
                await changes.create(question);
                setAdding(false);
              }}
            />
          ) : (
            <button type="button" className={secondaryButton} onClick={() => setAdding(true)}>
              {t.add}
            </button>
          )}
        </section>
        {retired.length > 0 && (
          <section aria-labelledby="retired-questions" className="space-y-2">
            <h2 id="retired-questions" className="text-xl font-bold">
              {t.retiredHeading}
            </h2>
            <ul className="space-y-2">
              {retired.map((question) => (
                <li key={question.questionId} className="rounded-lg border border-gray-200 p-3 text-gray-700">
                  <p className="font-semibold">{question.text}</p>
                  <QuestionSummary question={question} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {body}
    </div>
  );
}
