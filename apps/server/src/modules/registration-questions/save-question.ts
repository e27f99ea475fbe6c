import type { Question, QuestionBody, questionBodySchema } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { z } from 'zod';
import { AppError, foundOr404 } from '../../platform/errors.js';
import type { QuestionsDeps, QuestionsWrites } from './registration-questions-deps.js';

const texts = messages.registrationQuestions;
type Body = z.output<typeof questionBodySchema>;
export type { QuestionBody };

/** 400 naming the first run, term or camp that is not the club's (another club's id is refused as unknown). */
async function assertOwnTargets(w: QuestionsWrites, clubId: number, body: Body) {
  const own = await w.questions.ownTargets(clubId, body);
  const lists = [
    ['runIds', 'classes'],
    ['termIds', 'terms'],
    ['campIds', 'camps'],
  ] as const;
  for (const [field, what] of lists) {
    const index = body[field].findIndex((id) => !own[field].has(id));
    if (index !== -1) {
      const message = texts.notTheClubs(what);
      throw new AppError('VALIDATION_FAILED', message, [{ path: `body.${field}.${index}`, message }]);
    }
  }
}

/** A question's stored fields: a whole-club question keeps no chosen places. */
const fieldsOf = (body: Body) => ({
  ...body,
  runIds: body.forWholeClub ? [] : [...new Set(body.runIds)],
  termIds: body.forWholeClub ? [] : [...new Set(body.termIds)],
  campIds: body.forWholeClub ? [] : [...new Set(body.campIds)],
});

export function createQuestion(deps: QuestionsDeps, clubId: number, body: Body): Promise<Question> {
  return deps.transaction(async (w) => {
    await assertOwnTargets(w, clubId, body);
    return w.questions.insert(clubId, fieldsOf(body), deps.clock());
  });
}

/** Changes a live question; its answers stay (a type they no longer fit is refused, 409). */
export function updateQuestion(deps: QuestionsDeps, clubId: number, questionId: number, body: Body) {
  return deps.transaction(async (w) => {
    const current = foundOr404(await w.questions.find(clubId, questionId), 'Question');
    if (current.retired) throw new AppError('NOT_FOUND', texts.notAsked);
    await assertOwnTargets(w, clubId, body);
    const reshaped =
      current.type !== body.type ||
      current.askedPer !== body.askedPer ||
      current.choices.join() !== body.choices.join();
    if (reshaped && (await w.questions.hasAnswers(questionId))) throw new AppError('CONFLICT', texts.typeChangeRefused);
    return w.questions.update(clubId, questionId, fieldsOf(body));
  });
}

/** Stops asking a question; its answers are kept and still shown. Retiring twice answers the same. */
export async function retireQuestion(deps: QuestionsDeps, clubId: number, questionId: number) {
  foundOr404(await deps.questions.find(clubId, questionId), 'Question');
  return deps.questions.retire(clubId, questionId, deps.clock());
}

/** Puts the live questions in the order given: each named once, none left out (400 otherwise). */
export function reorderQuestions(deps: QuestionsDeps, clubId: number, questionIds: number[]) {
  return deps.transaction(async (w) => {
    const live = await w.questions.live(clubId);
    const given = new Set(questionIds);
    if (given.size !== questionIds.length || live.length !== given.size || live.some((q) => !given.has(q.questionId))) {
      const message = texts.reorderEveryQuestion;
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.questionIds', message }]);
    }
    for (const [index, questionId] of questionIds.entries())
      await w.questions.setPosition(clubId, questionId, index + 1);
    return w.questions.all(clubId);
  });
}
