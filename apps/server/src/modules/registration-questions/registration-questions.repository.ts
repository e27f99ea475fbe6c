import type { Question } from '@clubroom/domain/api';
import type { AnswerValue, PlaceForQuestions } from '@clubroom/domain/rules';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campDays, campWeeks, camps, children, holds, runs, terms } from '../../db/schema/index.js';
import { registrationAnswers, registrationQuestions } from '../../db/schema/registration-questions.js';

type QuestionRow = typeof registrationQuestions.$inferSelect;
export type QuestionFields = Omit<Question, 'questionId' | 'position' | 'retired'>;

export const questionOf = (row: QuestionRow): Question => ({
  questionId: row.id,
  text: row.text,
  hint: row.hint,
  type: row.type as Question['type'],
  choices: row.choices,
  askedPer: row.askedPer as Question['askedPer'],
  visibility: row.visibility as Question['visibility'],
  forWholeClub: row.forWholeClub,
  runIds: row.runIds,
  termIds: row.termIds,
  campIds: row.campIds,
  healthRelated: row.healthRelated,
  position: row.position,
  retired: row.retiredAt !== null,
});

export interface AnswerRow {
  questionId: number;
  parentUserId: number;
  childId: number | null;
  value: AnswerValue;
}

/** The club's questions and the families' answers (this module writes both); every query is scoped by the club. */
export function questionsRepository(db: Db) {
  return {
    async all(clubId: number): Promise<Question[]> {
      const rows = await db
        .select()
        .from(registrationQuestions)
        .where(eq(registrationQuestions.clubId, clubId))
        .orderBy(asc(registrationQuestions.position), asc(registrationQuestions.id));
      return rows.map(questionOf);
    },

    async live(clubId: number): Promise<Question[]> {
      return (await this.all(clubId)).filter((q) => !q.retired);
    },

    async find(clubId: number, questionId: number): Promise<Question | null> {
      const [row] = await db
        .select()
        .from(registrationQuestions)
        .where(and(eq(registrationQuestions.clubId, clubId), eq(registrationQuestions.id, questionId)));
      return row ? questionOf(row) : null;
    },

    async insert(clubId: number, fields: QuestionFields, now: Date): Promise<Question> {
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${registrationQuestions.position}), 0)` })
        .from(registrationQuestions)
        .where(eq(registrationQuestions.clubId, clubId));
      const [row] = await db
        .insert(registrationQuestions)
        .values({ ...fields, clubId, position: Number(last.position) + 1, createdAt: now })
        .returning();
      return questionOf(row);
    },

    async update(clubId: number, questionId: number, fields: Partial<QuestionFields>): Promise<Question> {
      const [row] = await db
        .update(registrationQuestions)
        .set(fields)
        .where(and(eq(registrationQuestions.clubId, clubId), eq(registrationQuestions.id, questionId)))
        .returning();
      return questionOf(row);
    },

    async retire(clubId: number, questionId: number, now: Date): Promise<Question> {
      const [row] = await db
        .update(registrationQuestions)
        .set({ retiredAt: sql`coalesce(${registrationQuestions.retiredAt}, ${now})` })
        .where(and(eq(registrationQuestions.clubId, clubId), eq(registrationQuestions.id, questionId)))
        .returning();
      return questionOf(row);
    },

    async setPosition(clubId: number, questionId: number, position: number): Promise<void> {
      await db
        .update(registrationQuestions)
        .set({ position })
        .where(and(eq(registrationQuestions.clubId, clubId), eq(registrationQuestions.id, questionId)));
    },

    async hasAnswers(questionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: registrationAnswers.id })
        .from(registrationAnswers)
        .where(eq(registrationAnswers.questionId, questionId))
        .limit(1);
      return row !== undefined;
    },

    /** Which of these ids are the club's runs, terms and camps (a question may only name its own). */
    async ownTargets(clubId: number, ids: { runIds: number[]; termIds: number[]; campIds: number[] }) {
      const own = async (table: typeof runs | typeof terms | typeof camps, list: number[]) =>
        list.length === 0
          ? new Set<number>()
          : new Set(
              (
                await db
                  .select({ id: table.id })
                  .from(table)
                  .where(and(eq(table.clubId, clubId), inArray(table.id, list)))
              ).map((r) => r.id),
            );
      return {
        runIds: await own(runs, ids.runIds),
        termIds: await own(terms, ids.termIds),
        campIds: await own(camps, ids.campIds),
      };
    },

    /** Families' answers at the club: of these parents, or of all when none is named. */
    answersOf(clubId: number, parentUserIds: number[]): Promise<AnswerRow[]> {
      if (parentUserIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          questionId: registrationAnswers.questionId,
          parentUserId: registrationAnswers.parentUserId,
          childId: registrationAnswers.childId,
          value: registrationAnswers.value,
        })
        .from(registrationAnswers)
        .where(and(eq(registrationAnswers.clubId, clubId), inArray(registrationAnswers.parentUserId, parentUserIds)));
    },

    /** Replaces one answer (a blank one is removed): the unique index keeps one per question, family and child. */
    async saveAnswer(
      clubId: number,
      answer: Omit<AnswerRow, 'value'> & { value: AnswerValue | null },
      byUserId: number,
      now: Date,
    ) {
      await db
        .delete(registrationAnswers)
        .where(
          and(
            eq(registrationAnswers.clubId, clubId),
            eq(registrationAnswers.questionId, answer.questionId),
            eq(registrationAnswers.parentUserId, answer.parentUserId),
            answer.childId === null
              ? isNull(registrationAnswers.childId)
              : eq(registrationAnswers.childId, answer.childId),
          ),
        );
      if (answer.value === null) return;
      await db.insert(registrationAnswers).values({
        clubId,
        questionId: answer.questionId,
        parentUserId: answer.parentUserId,
        childId: answer.childId,
        value: answer.value,
        updatedAt: now,
        updatedByUserId: byUserId,
      });
    },

    /** The parent's children, by first name. */
    childrenOf(parentUserId: number) {
      return db
        .select({ childId: children.id, firstName: children.firstName, lastName: children.lastName })
        .from(children)
        .where(eq(children.parentUserId, parentUserId))
        .orderBy(asc(children.firstName), asc(children.id));
    },

    /** The places in the parent's basket (unexpired holds in no order), with their run's term and camp. */
    async basketPlaces(clubId: number, parentUserId: number, now: Date): Promise<PlaceForQuestions[]> {
      const rows = await db
        .selectDistinct({ childId: holds.childId, runId: holds.runId, campDayId: holds.campDayId })
        .from(holds)
        .where(
          and(
            eq(holds.clubId, clubId),
            eq(holds.parentUserId, parentUserId),
            isNull(holds.orderId),
            sql`${holds.expiresAt} > ${now}`,
          ),
        );
      return this.placesOf(clubId, rows);
    },

    /** Places (a run's, or a camp day's) with the term of the run and the camp of the day. */
    async placesOf(
      clubId: number,
      places: { childId: number; runId: number | null; campDayId: number | null }[],
    ): Promise<PlaceForQuestions[]> {
      const runIds = [...new Set(places.flatMap((p) => (p.runId === null ? [] : [p.runId])))];
      const dayIds = [...new Set(places.flatMap((p) => (p.campDayId === null ? [] : [p.campDayId])))];
      const termOf = new Map(
        runIds.length === 0
          ? []
          : (
              await db
                .select({ id: runs.id, termId: runs.termId })
                .from(runs)
                .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds)))
            ).map((r) => [r.id, r.termId]),
      );
      const campOf = new Map(
        dayIds.length === 0
          ? []
          : (
              await db
                .select({ id: campDays.id, campId: campWeeks.campId })
                .from(campDays)
                .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
                .where(and(eq(campDays.clubId, clubId), inArray(campDays.id, dayIds)))
            ).map((r) => [r.id, r.campId]),
      );
      return places.map((p) => ({
        childId: p.childId,
        runId: p.runId,
        termId: p.runId === null ? null : (termOf.get(p.runId) ?? null),
        campId: p.campDayId === null ? null : (campOf.get(p.campDayId) ?? null),
      }));
    },
  };
}
export type QuestionsRepository = ReturnType<typeof questionsRepository>;
