import type { BasketQuestions, FamilyRecord, SaveAnswersBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { asksFor, isBlank, type PlaceForQuestions } from '@clubroom/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as contactsRoutes from '../../lib/api-routes/contacts';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { contactFile } from './answer-file';
import { AnswersForm } from './answers-form';

const t = messages.registrationQuestions;
const keyOf = (a: { questionId: number; childId: number | null }) => `${a.questionId}:${a.childId ?? 'family'}`;

/**
 * The questions these places ask parents (the booking rule's `asksFor`), as the parent's step shows them, with
 * the family's answers: the staff see what the parent would have been asked.
 */
export function askedOf(record: FamilyRecord, places: PlaceForQuestions[]): BasketQuestions {
  const live = record.questions.filter((q) => !q.retired);
  const asks = asksFor(live, places);
  const valueOf = new Map(record.answers.map((a) => [keyOf(a), a.value]));
  const nameOf = new Map(record.children.map((c) => [c.childId, c.firstName]));
  const used = new Set(asks.map((a) => a.questionId));
  const asked = asks.map((ask) => ({
    ...ask,
    childName: ask.childId === null ? null : (nameOf.get(ask.childId) ?? null),
    value: valueOf.get(keyOf(ask)) ?? null,
  }));
  return {
    questions: live
      .filter((q) => used.has(q.questionId))
      .map(({ questionId, text, hint, type, choices, askedPer, visibility, healthRelated }) => ({
        questionId,
        text,
        hint,
        type,
        choices,
        askedPer,
        visibility,
        healthRelated,
      })),
    asked,
    unanswered: asked.filter((a) => isBlank(a.value)).length,
    specialCategoryConsent: record.specialCategoryConsent,
  };
}

/**
 * Staff booking for a family (a class or a camp): when the places ask questions the family has not answered, they
 * are asked first (saved on the contact, as the parent's step saves them), then `children` (the confirm step). The
 * booking engine refuses the order anyway while a required one is unanswered.
 */
export function QuestionsBeforeBooking({
  parentId,
  places,
  children,
}: {
  parentId: number;
  places: PlaceForQuestions[];
  children: ReactNode;
}) {
  const client = useQueryClient();
  const route = { params: { parentId } };
  const record = useQuery(apiQuery(contactsRoutes.familyRecord, route));
  const [answered, setAnswered] = useState(false);
  const save = useMutation({
    mutationFn: ({ answers }: SaveAnswersBody) =>
      callApi(contactsRoutes.saveFamilyRecord, { ...route, body: { answers } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(contactsRoutes.familyRecord, route) }),
  });
  if (record.isError) return <LoadFailed message={t.loadFailed} retry={() => record.refetch()} />;
  if (!record.data) return <Loading lines={3} />;
  const asked = askedOf(record.data, places);
  if (answered || asked.unanswered === 0) return children;
  return (
    <section aria-labelledby="family-questions" className="space-y-3">
      <h2 id="family-questions" className="text-lg font-semibold">
        {t.staffStepTitle}
      </h2>
      <AnswersForm
        data={asked}
        save={save}
        canConsent={false}
        file={contactFile(parentId)}
        intro={t.staffStepIntro}
        submitLabel={t.staffContinue}
        requireAnswers
        onSaved={() => setAnswered(true)}
      />
    </section>
  );
}
