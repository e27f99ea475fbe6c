import type { FamilyRecord, Question } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { answerText, type AnswerValue } from '@clubroom/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as contactsRoutes from '../../lib/api-routes/contacts';
import { userMessage } from '../../lib/user-message';
import { DetailList } from '../../ui/detail-list';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { AnswerField } from './answer-field';
import { contactFile } from './answer-file';

const t = messages.registrationQuestions;
const a = messages.contactAttributes;
const keyOf = (ask: { questionId: number; childId: number | null }) => `${ask.questionId}:${ask.childId ?? 'family'}`;

/** Every answer a live question wants of this family: the family's, or each child's. */
const asksOf = (record: FamilyRecord, question: Question) =>
  question.askedPer === 'family'
    ? [{ questionId: question.questionId, childId: null, childName: null }]
    : record.children.map((c) => ({ questionId: question.questionId, childId: c.childId, childName: c.firstName }));

function RecordForm({ parentId, record }: { parentId: number; record: FamilyRecord }) {
  const client = useQueryClient();
  const route = { params: { parentId } };
  const live = record.questions.filter((q) => !q.retired);
  const retired = record.questions.filter((q) => q.retired);
  const attributes = record.attributes.filter((x) => !x.retired);
  const [answers, setAnswers] = useState(
    () => new Map<string, AnswerValue | null>(record.answers.map((x) => [keyOf(x), x.value])),
  );
  const [values, setValues] = useState(
    () => new Map(record.attributeValues.map((x) => [x.attributeId, x.value] as [number, string])),
  );
  const save = useMutation({
    mutationFn: () =>
      callApi(contactsRoutes.saveFamilyRecord, {
        ...route,
        body: {
          // A file answer is the parent's to upload: the staff's save leaves it alone.
          answers: live
            .filter((q) => q.type !== 'file-upload')
            .flatMap((q) =>
              asksOf(record, q).map(({ questionId, childId }) => ({
                questionId,
                childId,
                value: answers.get(keyOf({ questionId, childId })) ?? null,
              })),
            ),
          attributeValues: attributes.map((x) => ({
            attributeId: x.attributeId,
            value: values.get(x.attributeId) ?? '',
          })),
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(contactsRoutes.familyRecord, route) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t.recordTitle}>
      {attributes.map((x) => (
        <TextField
          key={x.attributeId}
          id={`attribute-${x.attributeId}`}
          label={x.name}
          value={values.get(x.attributeId) ?? ''}
          maxLength={200}
          onChange={(e) => setValues((was) => new Map(was).set(x.attributeId, e.target.value))}
        />
      ))}
      {live.flatMap((question) =>
        asksOf(record, question).map((ask) => {
          const key = keyOf(ask);
          const about = ask.childName ? t.aboutChild(ask.childName) : t.aboutFamily;
          const staff = question.visibility === 'staff' ? ` · ${t.visibilityNames.staff}` : '';
          return (
            <AnswerField
              key={key}
              id={`record-${key.replace(':', '-')}`}
              label={`${question.text} (${about}${staff})`}
              question={question}
              childId={ask.childId}
              file={contactFile(parentId)}
              value={answers.get(key) ?? null}
              error={null}
              onChange={(value: AnswerValue | null) => setAnswers((was) => new Map(was).set(key, value))}
            />
          );
        }),
      )}
      {retired.length > 0 && (
        <DetailList
          items={retired.flatMap((question) =>
            asksOf(record, question).map((ask): [string, string] => [
              `${question.text} (${t.retired}${ask.childName ? `, ${ask.childName}` : ''})`,
              answerText(answers.get(keyOf(ask)), question.type) || t.noAnswer,
            ]),
          )}
        />
      )}
      {save.isError && <FormAlert>{userMessage(save.error, t.saveAnswersFailed)}</FormAlert>}
      {save.isSuccess && <FormAlert tone="info">{t.recordSaved}</FormAlert>}
      <SpinnerButton type="submit" loading={save.isPending} loadingLabel={t.saving}>
        {t.recordSave}
      </SpinnerButton>
    </form>
  );
}

/**
 * A contact's page (staff): the family's answers to the club's questions (staff-only ones too) and its contact
 * attributes, changed and saved together; retired questions' answers are shown, kept. Nothing when the club has
 * neither questions nor attributes.
 */
export function FamilyRecordSection({ parentId }: { parentId: number }) {
  const record = useQuery(apiQuery(contactsRoutes.familyRecord, { params: { parentId } }));
  if (record.isError) return <LoadFailed message={t.loadFailed} retry={() => record.refetch()} />;
  if (!record.data) return <Loading lines={2} />;
  const hasAttributes = record.data.attributes.some((x) => !x.retired);
  if (record.data.questions.length === 0 && !hasAttributes) return null;
  return (
    <section aria-labelledby="family-record" className="space-y-3">
      <h2 id="family-record" className="text-xl font-semibold">
        {t.recordTitle}
      </h2>
      {hasAttributes && <p className="text-sm text-gray-700">{a.intro}</p>}
      <RecordForm parentId={parentId} record={record.data} />
    </section>
  );
}
