import type { BasketQuestions } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { isBlank, type AnswerValue } from '@clubroom/domain/rules';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { AnswerField } from './answer-field';
import { useBasketQuestions, useSaveAnswers } from './use-basket-questions';

const t = messages.registrationQuestions;
const keyOf = (a: { questionId: number; childId: number | null }) => `${a.questionId}-${a.childId ?? 'family'}`;

/** /basket/questions: the club's questions the basket's places ask, before the basket; answers are remembered. */
export default function BasketQuestionsPage() {
  usePageTitle(t.stepTitle);
  const query = useBasketQuestions();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.stepTitle}</h1>
      {query.data ? (
        <QuestionsForm data={query.data} />
      ) : query.isError ? (
        <LoadFailed message={t.loadFailed} retry={() => query.refetch()} />
      ) : (
        <Loading lines={4} />
      )}
    </div>
  );
}

function QuestionsForm({ data }: { data: BasketQuestions }) {
  const navigate = useNavigate();
  const save = useSaveAnswers();
  const [values, setValues] = useState(() => new Map(data.asked.map((a) => [keyOf(a), a.value])));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [consent, setConsent] = useState(false);
  const questionOf = new Map(data.questions.map((q) => [q.questionId, q]));
  const needsConsent =
    !data.specialCategoryConsent &&
    data.asked.some((a) => questionOf.get(a.questionId)?.healthRelated && !isBlank(values.get(keyOf(a))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = new Map(
      data.asked
        .filter((a) => questionOf.get(a.questionId)?.visibility === 'required' && isBlank(values.get(keyOf(a))))
        .map((a) => [keyOf(a), t.compulsory]),
    );
    setErrors(missing);
    if (missing.size > 0) return;
    const answers = data.asked.map((a) => ({ ...a, value: values.get(keyOf(a)) ?? null }));
    save.mutate(
      {
        answers: answers.map(({ questionId, childId, value }) => ({ questionId, childId, value })),
        specialCategoryConsent: consent || undefined,
      },
      { onSuccess: () => void navigate(clubPages.basket.path) },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <p>{t.stepIntro}</p>
      {save.isError && <FormAlert>{userMessage(save.error, t.saveAnswersFailed)}</FormAlert>}
      {data.asked.map((ask) => {
        const question = questionOf.get(ask.questionId)!;
        const key = keyOf(ask);
        const about = ask.childName ? t.aboutChild(ask.childName) : t.aboutFamily;
        return (
          <AnswerField
            key={key}
            id={`answer-${key}`}
            label={`${question.text} (${about})`}
            question={question}
            value={values.get(key) ?? null}
            error={errors.get(key) ?? null}
            onChange={(value: AnswerValue | null) => setValues((current) => new Map(current).set(key, value))}
          />
        );
      })}
      {needsConsent && (
        <label className="flex items-start gap-2">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          {t.healthConsent}
        </label>
      )}
      <SpinnerButton type="submit" loading={save.isPending} loadingLabel={t.continuing}>
        {t.continue}
      </SpinnerButton>
    </form>
  );
}
