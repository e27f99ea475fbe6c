// Generated from packages/domain/src/api/registration-questions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { registrationQuestionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const basketQuestions: RouteRef<typeof api.basketQuestions> = {
  operationId: 'basketQuestions',
  method: 'GET',
  path: '/api/v4/parent/registration-questions/basket',
  signedIn: true,
  schemas: 'registration-questions',
};
