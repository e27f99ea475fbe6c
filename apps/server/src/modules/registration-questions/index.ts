import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { readUpload, registerUploads } from '../../platform/storage/uploads.js';
import type { Actor } from '../../platform/security/actor.js';
import { answerFile, answerFileUpload, uploadAnswerFile } from './answer-files.js';
import { assertQuestionsAnswered } from './asked-questions.js';
import { contactAttributesRepository } from './contact-attributes.repository.js';
import { familyColumns, familyRecord, saveFamilyRecord } from './family-columns.js';
import { questionsDeps } from './registration-questions-deps.js';
import { registrationQuestionsRoutes } from './registration-questions.routes.js';
import { questionsRepository } from './registration-questions.repository.js';

export type { FamilyColumn } from './family-columns.js';

/**
 * Registration questions and contact attributes: what the club asks families (per family or child, for the whole
 * club or chosen runs, terms and camps) and the staff-only fields it keeps on each contact. The only writer of
 * their four tables (docs/architecture.md, "Table owners"; docs/club-admin.md, "Registration questions").
 */
export const registrationQuestionsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await registerUploads(app);
  registrationQuestionsRoutes(app, questionsDeps(deps.db, deps.clock), fileStoreFor(deps.config));
};

/**
 * The booking engine's check, on its transaction: every path placing an order (checkout, Book Now, staff booking
 * for a family) refuses it (409 naming the question) while a required question its places ask is unanswered.
 */
export const questionsCheckOn =
  (db: Db) =>
  (
    clubId: number,
    parentUserId: number,
    places: { childId: number; runId: number | null; campDayId: number | null }[],
  ) =>
    assertQuestionsAnswered(questionsRepository(db), clubId, parentUserId, places);
export type QuestionsCheck = ReturnType<typeof questionsCheckOn>;

/** A contact's answers and attribute values, read and saved by the contacts module's routes (the contact's page). */
export function familyRecords({ db, clock, config }: Pick<ModuleDeps, 'db' | 'clock' | 'config'>) {
  const deps = questionsDeps(db, clock);
  return {
    /** The file a family gave as an answer (the staff's download). */
    file: (clubId: number, parentUserId: number, questionId: number, childId: number | null) =>
      answerFile(deps, fileStoreFor(config), clubId, parentUserId, questionId, childId),
    /** Staff upload (or replace) a family's file answer: the parent's upload's checks, audited as the actor. */
    upload: async (
      request: FastifyRequest,
      clubId: number,
      parentUserId: number,
      questionId: number,
      actor: Pick<Actor, 'userId' | 'impersonatorUserId'>,
    ) =>
      uploadAnswerFile(
        deps,
        fileStoreFor(config),
        clubId,
        parentUserId,
        questionId,
        await readUpload(request, answerFileUpload),
        { staff: true, actor },
      ),
    read: (clubId: number, parentUserId: number) => familyRecord(deps, clubId, parentUserId),
    save: (clubId: number, parentUserId: number, staffUserId: number, body: Parameters<typeof saveFamilyRecord>[4]) =>
      saveFamilyRecord(deps, clubId, parentUserId, staffUserId, body),
  };
}
export type FamilyRecords = ReturnType<typeof familyRecords>;

/** The questions' and attributes' columns for registers and the contacts CSV. */
export const familyColumnsOf =
  ({ db, clock }: Pick<ModuleDeps, 'db' | 'clock'>) =>
  (clubId: number, parentUserIds: number[], options?: Parameters<typeof familyColumns>[3]) =>
    familyColumns(questionsDeps(db, clock), clubId, parentUserIds, options);
export type FamilyColumnsOf = ReturnType<typeof familyColumnsOf>;

/**
 * The club's live contact attributes and their values, for the contacts list: shown beside each contact, and the
 * list narrowed to the contacts whose value of one contains a text (any value, for an empty text).
 */
export function contactAttributesRead({ db }: Pick<ModuleDeps, 'db'>) {
  const attributes = contactAttributesRepository(db);
  return {
    live: async (clubId: number) => (await attributes.all(clubId)).filter((a) => !a.retired),
    /** An attribute's name (retired too: a message sent by it keeps its words), or null when not the club's. */
    name: async (clubId: number, attributeId: number) =>
      (await attributes.all(clubId)).find((a) => a.attributeId === attributeId)?.name ?? null,
    valuesOf: (clubId: number, parentUserIds: number[]) => attributes.valuesOf(clubId, parentUserIds),
    parentsWith: (clubId: number, attributeId: number, text: string) =>
      attributes.parentsWith(clubId, attributeId, text),
  };
}
export type ContactAttributesRead = ReturnType<typeof contactAttributesRead>;
