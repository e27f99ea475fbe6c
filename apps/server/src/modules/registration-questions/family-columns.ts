import type { FamilyRecord, SaveFamilyRecordBody, saveFamilyRecordBodySchema } from '@clubroom/domain/api';
import { answerText } from '@clubroom/domain/rules';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import type { QuestionsDeps } from './registration-questions-deps.js';
import { saveAnswers } from './save-answers.js';

export type { SaveFamilyRecordBody };

/** A contact's record as staff see it (their page, the book-on-behalf flow): answers and attribute values. */
export async function familyRecord(deps: QuestionsDeps, clubId: number, parentUserId: number): Promise<FamilyRecord> {
  const [questions, kids, answers, attributes, values, consent] = await Promise.all([
    deps.questions.all(clubId),
    deps.questions.childrenOf(parentUserId),
    deps.questions.answersOf(clubId, [parentUserId]),
    deps.attributes.all(clubId),
    deps.attributes.valuesOf(clubId, [parentUserId]),
    deps.consents.isGiven(parentUserId),
  ]);
  const answered = new Set(answers.map((a) => a.questionId));
  return {
    questions: questions.filter((q) => !q.retired || answered.has(q.questionId)),
    children: kids,
    answers: answers.map(({ questionId, childId, value }) => ({ questionId, childId, value })),
    attributes: attributes.filter((a) => !a.retired),
    attributeValues: values.map(({ attributeId, value }) => ({ attributeId, value })),
    specialCategoryConsent: consent,
  };
}

/** Staff save a contact's answers (staff-only questions included) and attribute values, all or none. */
export async function saveFamilyRecord(
  deps: QuestionsDeps,
  clubId: number,
  parentUserId: number,
  staffUserId: number,
  body: z.output<typeof saveFamilyRecordBodySchema>,
) {
  const live = new Set((await deps.attributes.all(clubId)).filter((a) => !a.retired).map((a) => a.attributeId));
  const unknown = body.attributeValues.findIndex((v) => !live.has(v.attributeId));
  if (unknown !== -1) {
    const message = 'not one of your contact attributes';
    throw new AppError('VALIDATION_FAILED', message, [
      { path: `body.attributeValues.${unknown}.attributeId`, message },
    ]);
  }
  return deps.transaction(async (w) => {
    const saved = await saveAnswers(
      { ...deps, ...w, transaction: (work) => work(w) },
      clubId,
      parentUserId,
      body.answers,
      {
        userId: staffUserId,
        staff: true,
      },
    );
    for (const { attributeId, value } of body.attributeValues)
      await w.attributes.setValue(clubId, attributeId, parentUserId, value);
    return { saved: saved.saved + body.attributeValues.length };
  });
}

/** One column a register or contacts CSV adds: a question's answers or an attribute's values. */
export interface FamilyColumn {
  header: string;
  /** The family's answer, or the child's for a child question ('' when none). */
  valueFor: (parentUserId: number, childId: number | null) => string;
}

/**
 * The club's questions (live, or retired with answers) and live contact attributes as columns for these families:
 * what registers and the contacts CSV show beside their own columns. Staff only, as every caller's route is.
 */
export async function familyColumns(
  deps: Pick<QuestionsDeps, 'questions' | 'attributes'>,
  clubId: number,
  parentUserIds: number[],
  { childQuestions = true }: { childQuestions?: boolean } = {},
): Promise<FamilyColumn[]> {
  const ids = [...new Set(parentUserIds)];
  const [questions, answers, attributes, values] = await Promise.all([
    deps.questions.all(clubId),
    deps.questions.answersOf(clubId, ids),
    deps.attributes.all(clubId),
    deps.attributes.valuesOf(clubId, ids),
  ]);
  const answerOf = new Map(answers.map((a) => [`${a.questionId}:${a.parentUserId}:${a.childId ?? ''}`, a.value]));
  const answered = new Set(answers.map((a) => a.questionId));
  const valueOf = new Map(values.map((v) => [`${v.attributeId}:${v.parentUserId}`, v.value]));
  return [
    ...questions
      .filter((q) => (!q.retired || answered.has(q.questionId)) && (childQuestions || q.askedPer === 'family'))
      .map((q) => ({
        header: q.text,
        valueFor: (parentUserId: number, childId: number | null) =>
          answerText(
            answerOf.get(`${q.questionId}:${parentUserId}:${q.askedPer === 'child' ? (childId ?? '') : ''}`),
            q.type,
          ),
      })),
    ...attributes
      .filter((a) => !a.retired)
      .map((a) => ({
        header: a.name,
        valueFor: (parentUserId: number) => valueOf.get(`${a.attributeId}:${parentUserId}`) ?? '',
      })),
  ];
}
