import type { BasketQuestions, Question } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { asksFor, isBlank, unansweredRequired, type Ask, type PlaceForQuestions } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { QuestionsDeps } from './registration-questions-deps.js';
import type { QuestionsRepository } from './registration-questions.repository.js';

const texts = messages.registrationQuestions;
const keyOf = (a: { questionId: number; childId: number | null }) => `${a.questionId}:${a.childId ?? 'family'}`;

/** The parent's view of asks: the questions (without the club's targeting), each ask with the answer remembered. */
async function askedView(
  deps: Pick<QuestionsDeps, 'questions' | 'consents'>,
  clubId: number,
  parentUserId: number,
  questions: Question[],
  asks: Ask[],
): Promise<BasketQuestions> {
  const [answers, kids, consent] = await Promise.all([
    deps.questions.answersOf(clubId, [parentUserId]),
    deps.questions.childrenOf(parentUserId),
    deps.consents.isGiven(parentUserId),
  ]);
  const valueOf = new Map(answers.map((a) => [keyOf(a), a.value]));
  const nameOf = new Map(kids.map((c) => [c.childId, c.firstName]));
  const asked = asks.map((ask) => ({
    ...ask,
    childName: ask.childId === null ? null : (nameOf.get(ask.childId) ?? null),
    value: valueOf.get(keyOf(ask)) ?? null,
  }));
  const used = new Set(asks.map((a) => a.questionId));
  return {
    questions: questions
      .filter((q) => used.has(q.questionId))
      .map(({ runIds: _r, termIds: _t, campIds: _c, forWholeClub: _w, position: _p, retired: _x, ...q }) => q),
    asked,
    unanswered: asked.filter((a) => isBlank(a.value)).length,
    specialCategoryConsent: consent,
  };
}

/** The questions the parent's basket asks (the booking's step before the basket), with their remembered answers. */
export async function basketQuestions(deps: QuestionsDeps, clubId: number, parentUserId: number) {
  const questions = await deps.questions.live(clubId);
  const places = await deps.questions.basketPlaces(clubId, parentUserId, deps.clock());
  return askedView(deps, clubId, parentUserId, questions, asksFor(questions, places));
}

/** Every question the club asks parents, for the family and each of its children (the account's page). */
export async function myAnswers(deps: QuestionsDeps, clubId: number, parentUserId: number) {
  const questions = (await deps.questions.live(clubId)).filter((q) => q.visibility !== 'staff');
  const kids = await deps.questions.childrenOf(parentUserId);
  const asks = questions.flatMap((q): Ask[] =>
    q.askedPer === 'family'
      ? [{ questionId: q.questionId, childId: null }]
      : kids.map((c) => ({ questionId: q.questionId, childId: c.childId })),
  );
  return askedView(deps, clubId, parentUserId, questions, asks);
}

/**
 * THE RULE every path placing an order goes through (booking's checkout, Book Now, staff booking for a family):
 * 409 naming the first required question the family has not answered for these places.
 */
export async function assertQuestionsAnswered(
  questionsRepo: QuestionsRepository,
  clubId: number,
  parentUserId: number,
  heldPlaces: { childId: number; runId: number | null; campDayId: number | null }[],
): Promise<void> {
  if (heldPlaces.length === 0) return;
  const questions = await questionsRepo.live(clubId);
  if (!questions.some((q) => q.visibility === 'required')) return;
  const places: PlaceForQuestions[] = await questionsRepo.placesOf(clubId, heldPlaces);
  const asks = asksFor(questions, places);
  const missing = unansweredRequired(questions, asks, await questionsRepo.answersOf(clubId, [parentUserId]));
  if (missing.length === 0) return;
  const [first] = missing;
  const question = questions.find((q) => q.questionId === first.questionId)!;
  const child =
    first.childId === null
      ? null
      : ((await questionsRepo.childrenOf(parentUserId)).find((c) => c.childId === first.childId)?.firstName ?? null);
  const message = texts.unanswered(question.text, child);
  throw new AppError(
    'QUESTIONS_UNANSWERED',
    message,
    missing.map((m) => ({ path: `questions.${m.questionId}${m.childId === null ? '' : `.${m.childId}`}`, message })),
  );
}
