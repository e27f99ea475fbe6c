import { registrationQuestionsApi as api } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import { basketQuestions, myAnswers } from './asked-questions.js';
import { createContactAttribute, renameContactAttribute, retireContactAttribute } from './contact-attributes.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { sendDownload } from '../../platform/storage/send-download.js';
import { readUpload } from '../../platform/storage/uploads.js';
import { answerFile, answerFileUpload, uploadAnswerFile } from './answer-files.js';
import type { QuestionsDeps } from './registration-questions-deps.js';
import { saveAnswers } from './save-answers.js';
import { createQuestion, reorderQuestions, retireQuestion, updateQuestion } from './save-question.js';

export function registrationQuestionsRoutes(app: FastifyInstance, deps: QuestionsDeps, files: FileStore): void {
  registerRoute(app, api.registrationQuestions, async ({ club }) => ({ questions: await deps.questions.all(club.id) }));
  registerRoute(app, api.createRegistrationQuestion, async ({ club, body }) => ({
    question: await createQuestion(deps, club.id, body),
  }));
  registerRoute(app, api.updateRegistrationQuestion, async ({ club, params, body }) => ({
    question: await updateQuestion(deps, club.id, params.questionId, body),
  }));
  registerRoute(app, api.retireRegistrationQuestion, async ({ club, params }) => ({
    question: await retireQuestion(deps, club.id, params.questionId),
  }));
  registerRoute(app, api.reorderRegistrationQuestions, async ({ club, body }) => ({
    questions: await reorderQuestions(deps, club.id, body.questionIds),
  }));

  registerRoute(app, api.basketQuestions, async ({ request, club }) =>
    basketQuestions(deps, club.id, requireAuth(request).user.id),
  );
  registerRoute(app, api.myAnswers, async ({ request, club }) =>
    myAnswers(deps, club.id, requireAuth(request).user.id),
  );
  registerRoute(app, api.saveMyAnswers, async ({ request, club, body }) => {
    const userId = requireAuth(request).user.id;
    return saveAnswers(deps, club.id, userId, body.answers, { userId, staff: false }, body.specialCategoryConsent);
  });

  registerRoute(app, api.uploadAnswerFile, async ({ request, club, params }) =>
    uploadAnswerFile(
      deps,
      files,
      club.id,
      requireAuth(request).user.id,
      params.questionId,
      await readUpload(request, answerFileUpload),
    ),
  );
  registerRoute(app, api.myAnswerFile, async ({ request, club, params, query, reply }) =>
    sendDownload(
      reply,
      await answerFile(deps, files, club.id, requireAuth(request).user.id, params.questionId, query.childId ?? null),
    ),
  );

  registerRoute(app, api.contactAttributes, async ({ club }) => ({ attributes: await deps.attributes.all(club.id) }));
  registerRoute(app, api.createContactAttribute, async ({ club, body }) => ({
    attribute: await createContactAttribute(deps, club.id, body.name),
  }));
  registerRoute(app, api.updateContactAttribute, async ({ club, params, body }) => ({
    attribute: await renameContactAttribute(deps, club.id, params.attributeId, body.name),
  }));
  registerRoute(app, api.retireContactAttribute, async ({ club, params }) => ({
    attribute: await retireContactAttribute(deps, club.id, params.attributeId),
  }));
}
