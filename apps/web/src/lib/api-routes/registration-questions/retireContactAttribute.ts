// Generated from packages/domain/src/api/registration-questions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { registrationQuestionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const retireContactAttribute: RouteRef<typeof api.retireContactAttribute> = {
  operationId: 'retireContactAttribute',
  method: 'POST',
  path: '/api/v4/contact-attributes/:attributeId/retire',
  signedIn: true,
  schemas: 'registration-questions',
};
