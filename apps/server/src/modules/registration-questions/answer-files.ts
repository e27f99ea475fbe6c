import { randomUUID } from 'node:crypto';
import { ANSWER_FILE_MAX_BYTES, idSchema } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { ANSWER_FILE_KEY } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { uploadTypes, type UploadType } from '../../platform/storage/upload-type.js';
import type { Upload, UploadRule } from '../../platform/storage/uploads.js';
import type { QuestionsDeps } from './registration-questions-deps.js';
import { saveAnswers } from './save-answers.js';

const texts = messages.registrationQuestions;
type AnswerFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** A file-upload question's answer: one PDF, JPEG or PNG (judged by its bytes), at most 5 MB, after its child's id. */
export const answerFileUpload: UploadRule<AnswerFileType> = {
  fileField: 'file',
  textFields: ['childId'],
  maxBytes: ANSWER_FILE_MAX_BYTES,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  tooLarge: texts.fileTooLarge,
  wrongType: texts.fileWrongType,
};

const typeOfKey = (key: string): UploadType | null =>
  (Object.entries(uploadTypes).find(([, ext]) => key.endsWith(`.${ext}`))?.[0] as UploadType | undefined) ?? null;

function childIdOf(fields: Record<string, string>): number | null {
  if (!fields.childId) return null;
  const parsed = idSchema.safeParse(fields.childId);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', "body.childId: must be the id of one of the family's children", [
    { path: 'body.childId', message: "must be the id of one of the family's children" },
  ]);
}

/** The family's current answer to one question (the child's, for a child question), or undefined. */
async function currentAnswer(
  deps: QuestionsDeps,
  clubId: number,
  parentUserId: number,
  questionId: number,
  childId: number | null,
) {
  const answers = await deps.questions.answersOf(clubId, [parentUserId]);
  return answers.find((a) => a.questionId === questionId && a.childId === childId)?.value;
}

/** Who uploads a family's file: the parent themselves, or the club's staff for them (audited, with both identities). */
export type Uploader = { staff: false } | { staff: true; actor: Pick<Actor, 'userId' | 'impersonatorUserId'> };

/**
 * A file-upload question answered with a file, by the parent or by staff for the family: kept under a key of the
 * server's making, then saved as the answer by the same rules as every answer (the club's question, about the family
 * or one of its own children; a health answer only with the parent's consent; staff may answer staff-only
 * questions). The family's previous file is then forgotten; a refused answer's file is removed at once.
 */
export async function uploadAnswerFile(
  deps: QuestionsDeps,
  files: FileStore,
  clubId: number,
  parentUserId: number,
  questionId: number,
  upload: Upload<AnswerFileType>,
  uploader: Uploader = { staff: false },
): Promise<{ saved: number }> {
  const question = (await deps.questions.all(clubId)).find((q) => q.questionId === questionId);
  if (!question) throw notFound('Question');
  if (question.type !== 'file-upload')
    throw new AppError('VALIDATION_FAILED', texts.notAFileQuestion, [
      { path: 'params.questionId', message: texts.notAFileQuestion },
    ]);
  const childId = childIdOf(upload.fields);
  const previous = await currentAnswer(deps, clubId, parentUserId, questionId, childId);
  const replaced = typeof previous === 'string' && ANSWER_FILE_KEY.test(previous);
  const key = `answers/${randomUUID()}.${uploadTypes[upload.type]}`;
  await files.put(key, upload.bytes);
  try {
    await deps.transaction(async (w) => {
      const by = { userId: uploader.staff ? uploader.actor.userId : parentUserId, staff: uploader.staff };
      await saveAnswers(
        { ...deps, ...w, transaction: (work) => work(w) },
        clubId,
        parentUserId,
        [{ questionId, childId, value: key }],
        { ...by, upload: true },
      );
      if (uploader.staff)
        await w.audit.record(uploader.actor, {
          action: 'registration_answer.file_uploaded',
          clubId,
          subjectUserId: parentUserId,
          details: { questionId, childId, replaced },
        });
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
  if (replaced) await files.remove(previous);
  return { saved: 1 };
}

/**
 * The file a family gave as its answer to a question (the family's, or a child's), for the parent themselves or
 * the club's staff (the contacts module opens the contact first); 404 when there is none.
 */
export async function answerFile(
  deps: QuestionsDeps,
  files: FileStore,
  clubId: number,
  parentUserId: number,
  questionId: number,
  childId: number | null,
): Promise<{ bytes: Buffer; type: UploadType; name: string }> {
  const value = await currentAnswer(deps, clubId, parentUserId, questionId, childId);
  const type = typeof value === 'string' && ANSWER_FILE_KEY.test(value) ? typeOfKey(value) : null;
  const bytes = type ? await files.get(value as string) : null;
  if (!type || !bytes) throw notFound('File');
  return { bytes, type, name: `answer-${questionId}${childId === null ? '' : `-${childId}`}` };
}
