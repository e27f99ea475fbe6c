import type { Answer, Question } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { answerRefusal, isBlank } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import type { QuestionsDeps, QuestionsWrites } from './registration-questions-deps.js';

const texts = messages.registrationQuestions;

/** Who saves the answers: the parent themselves, or the club's staff (who also answer staff-only questions). */
export interface Answerer {
  userId: number;
  staff: boolean;
  /** The upload route, setting a file-upload answer to the file it has just kept. */
  upload?: true;
}

const refused = (index: number, field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: `body.answers.${index}.${field}`, message }]);

/** 400 naming the first answer that cannot be kept: its question, child or value. Nothing is written before. */
function assertAcceptable(
  answers: Answer[],
  questions: Map<number, Question>,
  childIds: Set<number>,
  by: Answerer,
  consentStands: boolean,
  current: Map<string, unknown>,
) {
  answers.forEach((answer, index) => {
    const question = questions.get(answer.questionId);
    if (!question || (question.retired && !by.staff)) throw refused(index, 'questionId', texts.notAsked);
    if (question.visibility === 'staff' && !by.staff) throw refused(index, 'questionId', texts.staffOnly);
    if (answer.childId !== null && !childIds.has(answer.childId)) throw notFound('Child');
    if ((question.askedPer === 'child') !== (answer.childId !== null))
      throw refused(index, 'childId', question.askedPer === 'child' ? 'must name a child' : 'must be null');
    const refusal = answer.value === null ? null : answerRefusal(question, answer.value);
    if (refusal) throw refused(index, 'value', refusal);
    // A file answer is only ever set by its upload: a save may keep the family's file or clear it, no other key.
    const fileKept = current.get(`${answer.questionId}:${answer.childId ?? ''}`) === answer.value;
    if (question.type === 'file-upload' && answer.value !== null && !by.upload && !fileKept)
      throw refused(index, 'value', texts.fileOnlyByUpload);
    if (question.healthRelated && !isBlank(answer.value) && !consentStands)
      throw refused(index, 'value', by.staff ? texts.healthConsentStaff : texts.healthConsentNeeded);
  });
}

/**
 * Saves a family's answers in one transaction, all or none: each to a question of the club, about the
 * family or one of its own children, acceptable for its type; a health answer only while the parent's
 * special-category consent stands (the parent may give it with the answers, as on a child's form).
 */
export function saveAnswers(
  deps: QuestionsDeps,
  clubId: number,
  parentUserId: number,
  answers: Answer[],
  by: Answerer,
  giveConsent = false,
): Promise<{ saved: number }> {
  return deps.transaction(async (w: QuestionsWrites) => {
    const questions = new Map((await w.questions.all(clubId)).map((q) => [q.questionId, q]));
    const childIds = new Set((await w.questions.childrenOf(parentUserId)).map((c) => c.childId));
    let consentStands = await w.consents.isGiven(parentUserId);
    const wantsHealth = answers.some((a) => questions.get(a.questionId)?.healthRelated && !isBlank(a.value));
    if (wantsHealth && !consentStands && giveConsent && !by.staff) consentStands = await w.consents.give(parentUserId);
    const current = new Map(
      (await w.questions.answersOf(clubId, [parentUserId])).map((a) => [`${a.questionId}:${a.childId ?? ''}`, a.value]),
    );
    assertAcceptable(answers, questions, childIds, by, consentStands, current);
    const now = deps.clock();
    for (const answer of answers) {
      const value = answer.value === null || isBlank(answer.value) ? null : answer.value;
      await w.questions.saveAnswer(clubId, { ...answer, value, parentUserId }, by.userId, now);
    }
    return { saved: answers.length };
  });
}
