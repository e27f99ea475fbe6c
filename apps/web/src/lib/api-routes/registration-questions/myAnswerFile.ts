// Generated from packages/domain/src/api/registration-questions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { registrationQuestionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const myAnswerFile: RouteRef<typeof api.myAnswerFile> = {
  operationId: 'myAnswerFile',
  method: 'GET',
  path: '/api/v4/parent/registration-questions/:questionId/file',
  signedIn: true,
};
