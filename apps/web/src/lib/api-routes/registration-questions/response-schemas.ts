// Generated from packages/domain/src/api/registration-questions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { registrationQuestionsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  registrationQuestions: api.registrationQuestions.response,
  createRegistrationQuestion: api.createRegistrationQuestion.response,
  updateRegistrationQuestion: api.updateRegistrationQuestion.response,
  retireRegistrationQuestion: api.retireRegistrationQuestion.response,
  reorderRegistrationQuestions: api.reorderRegistrationQuestions.response,
  basketQuestions: api.basketQuestions.response,
  myAnswers: api.myAnswers.response,
  saveMyAnswers: api.saveMyAnswers.response,
  uploadAnswerFile: api.uploadAnswerFile.response,
  contactAttributes: api.contactAttributes.response,
  createContactAttribute: api.createContactAttribute.response,
  updateContactAttribute: api.updateContactAttribute.response,
  retireContactAttribute: api.retireContactAttribute.response,
};
