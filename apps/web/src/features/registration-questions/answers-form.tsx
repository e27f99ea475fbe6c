import type { BasketQuestions, SaveAnswersBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { isBlank, type AnswerValue } from '@clubroom/domain/rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { userMessage } from '../../lib/user-message';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { AnswerField } from './answer-field';
import type { FileRoutes } from './answer-file';

const t = messages.registrationQuestions;
const keyOf = (a: { questionId: number; childId: number | null }) => `${a.questionId}-${a.childId ?? 'family'}`;

/** How the answers are saved: the parent's own route, or the contact's (staff booking for a family). */
export interface AnswersSave {
  mutate: (body: SaveAnswersBody, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

/**
 * The family's answers to the questions asked (the booking's step, the account's page, staff booking
 * for a family): one field per ask and, when a health answer needs the parent's consent, the consent
 * box (`canConsent`: the parent) or the staff's note that only the parent can give it; saved together.
 * `requireAnswers` (the booking steps) says a required question is compulsory before anything is sent.
 */
export function AnswersForm({
  data,
  save,
  canConsent = true,
  file,
  intro,
  submitLabel,
  requireAnswers,
  onSaved,
  saved,
}: {
  data: BasketQuestions;
  save: AnswersSave;
  canConsent?: boolean;
  /** How a file question's file is given and read (the parent's own routes unless told). */
  file?: FileRoutes;
  intro: ReactNode;
  submitLabel: string;
  requireAnswers: boolean;
  onSaved: () => void;
  /** Shown once saved, above the button (the account's page stays where it is). */
  saved?: string;
}) {
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
        .filter(
          (a) =>
            requireAnswers && questionOf.get(a.questionId)?.visibility === 'required' && isBlank(values.get(keyOf(a))),
        )
        .map((a) => [keyOf(a), t.compulsory]),
    );
    setErrors(missing);
    if (missing.size > 0) return;
    save.mutate(
      {
        // A file answer is saved by its upload.
        answers: data.asked
          .filter((a) => questionOf.get(a.questionId)?.type !== 'file-upload')
          .map(({ questionId, childId }) => ({
            questionId,
            childId,
            value: values.get(keyOf({ questionId, childId })) ?? null,
          })),
        specialCategoryConsent: consent || undefined,
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <p>{intro}</p>
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
            childId={ask.childId}
            file={file}
            value={values.get(key) ?? null}
            error={errors.get(key) ?? null}
            onChange={(value: AnswerValue | null) => setValues((current) => new Map(current).set(key, value))}
          />
        );
      })}
      {needsConsent &&
        (canConsent ? (
          <label className="flex items-start gap-2">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            {t.healthConsent}
          </label>
        ) : (
          <FormAlert tone="info">{t.healthConsentStaff}</FormAlert>
        ))}
      {saved && save.isSuccess && <FormAlert tone="info">{saved}</FormAlert>}
      <SpinnerButton type="submit" loading={save.isPending} loadingLabel={t.continuing}>
        {submitLabel}
      </SpinnerButton>
    </form>
  );
}
