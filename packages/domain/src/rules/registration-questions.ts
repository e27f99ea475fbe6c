/**
 * The club's registration questions (docs/club-admin.md, "Registration questions"): which apply to a
 * family's places, whether an answer is acceptable for a question's type, which required ones are
 * still unanswered, and an answer as a register or contacts CSV shows it. Pure: the server and the
 * web judge with these same functions.
 */

export const questionTypes = [
  'short-text',
  'long-text',
  'number',
  'yes-no',
  'one-choice',
  'several-choices',
  'date',
  'phone',
  'file-upload',
] as const;
export type QuestionType = (typeof questionTypes)[number];
export const questionAskedPer = ['family', 'child'] as const;
export type QuestionAskedPer = (typeof questionAskedPer)[number];
/** required and optional: parents answer; staff: hidden from parents, kept by the club's staff. */
export const questionVisibilities = ['required', 'optional', 'staff'] as const;
export type QuestionVisibility = (typeof questionVisibilities)[number];
/** The types whose answer is one or several of the question's choices. */
export const choiceTypes: readonly QuestionType[] = ['one-choice', 'several-choices'];

/**
 * A file-upload question's answer: the key its upload was kept under (`answers/<uuid>.pdf`), made by the server.
 * Parents and staff never send one: the upload route sets it, and a save may only keep it or clear it.
 */
export const ANSWER_FILE_KEY = /^answers\/[a-z0-9-]+\.(?:pdf|jpg|png)$/;

/** An answer as stored and sent: text, a number, yes/no, the choices ticked, or an uploaded file's key. */
export type AnswerValue = string | number | boolean | string[];

export interface QuestionRule {
  questionId: number;
  type: QuestionType;
  choices: string[];
  askedPer: QuestionAskedPer;
  visibility: QuestionVisibility;
  /** Asked for every place at the club; otherwise only for the chosen runs, terms and camps. */
  forWholeClub: boolean;
  runIds: number[];
  termIds: number[];
  campIds: number[];
}

/** A place a family holds or books: a run's (with its term) or a camp's, for one child. */
export interface PlaceForQuestions {
  childId: number;
  runId: number | null;
  termId: number | null;
  campId: number | null;
}

/** One answer a question wants: the family's (childId null) or a child's. */
export interface Ask {
  questionId: number;
  childId: number | null;
}

const appliesTo = (q: QuestionRule, place: PlaceForQuestions) =>
  q.forWholeClub ||
  (place.runId !== null && q.runIds.includes(place.runId)) ||
  (place.termId !== null && q.termIds.includes(place.termId)) ||
  (place.campId !== null && q.campIds.includes(place.campId));

/**
 * The answers the club's questions want for these places, in the questions' order: a family
 * question once if any place is one it is asked for, a child question once for each child with such
 * a place. Staff-only questions are the club's to answer, never asked of parents (`forParents`).
 */
export function asksFor(questions: QuestionRule[], places: PlaceForQuestions[], forParents = true): Ask[] {
  return questions
    .filter((q) => !forParents || q.visibility !== 'staff')
    .flatMap((q): Ask[] => {
      const matching = places.filter((place) => appliesTo(q, place));
      if (matching.length === 0) return [];
      if (q.askedPer === 'family') return [{ questionId: q.questionId, childId: null }];
      return [...new Set(matching.map((p) => p.childId))].map((childId) => ({ questionId: q.questionId, childId }));
    });
}

const keyOf = (ask: Ask) => `${ask.questionId}:${ask.childId ?? 'family'}`;

/** The required asks without an answer (an empty text or no choice ticked is no answer). */
export function unansweredRequired(
  questions: Pick<QuestionRule, 'questionId' | 'visibility'>[],
  asks: Ask[],
  answers: (Ask & { value: AnswerValue })[],
): Ask[] {
  const required = new Set(questions.filter((q) => q.visibility === 'required').map((q) => q.questionId));
  const given = new Set(answers.filter((a) => !isBlank(a.value)).map(keyOf));
  return asks.filter((ask) => required.has(ask.questionId) && !given.has(keyOf(ask)));
}

/** No answer: blank text, or no choice ticked. */
export const isBlank = (value: AnswerValue | null | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;
export const ANSWER_MAX_LENGTH = { 'short-text': 200, 'long-text': 2000 } as const;

const validDate = (text: string) => {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/**
 * Why an answer is refused for a question's type (null: acceptable). A blank answer is always
 * acceptable here: whether one is needed is `unansweredRequired`'s to say.
 */
export function answerRefusal(q: Pick<QuestionRule, 'type' | 'choices'>, value: AnswerValue): string | null {
  if (isBlank(value)) return null;
  switch (q.type) {
    case 'short-text':
    case 'long-text':
      if (typeof value !== 'string') return 'must be text';
      return value.length > ANSWER_MAX_LENGTH[q.type]
        ? `must be at most ${ANSWER_MAX_LENGTH[q.type]} characters`
        : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e9 ? null : 'must be a number';
    case 'yes-no':
      return typeof value === 'boolean' ? null : 'must be yes or no';
    case 'date':
      return typeof value === 'string' && validDate(value) ? null : 'must be a date (YYYY-MM-DD)';
    case 'phone':
      return typeof value === 'string' && PHONE.test(value.trim()) ? null : 'must be a phone number';
    case 'one-choice':
      return typeof value === 'string' && q.choices.includes(value) ? null : 'must be one of the choices';
    case 'several-choices':
      return Array.isArray(value) && value.every((v) => q.choices.includes(v)) && new Set(value).size === value.length
        ? null
        : 'must be some of the choices';
    case 'file-upload':
      return typeof value === 'string' && ANSWER_FILE_KEY.test(value) ? null : 'must be a file uploaded for it';
  }
}

/** An answer as a register, a CSV or an admin page shows it ('' when there is none; a file: that there is one). */
export function answerText(value: AnswerValue | null | undefined, type?: QuestionType): string {
  if (isBlank(value)) return '';
  if (type === 'file-upload') return 'File uploaded';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  return String(value);
}
