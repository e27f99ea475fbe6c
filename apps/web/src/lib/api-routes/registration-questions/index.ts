// Generated from packages/domain/src/api/registration-questions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { registrationQuestions } from './registrationQuestions';
export { createRegistrationQuestion } from './createRegistrationQuestion';
export { updateRegistrationQuestion } from './updateRegistrationQuestion';
export { retireRegistrationQuestion } from './retireRegistrationQuestion';
export { reorderRegistrationQuestions } from './reorderRegistrationQuestions';
export { basketQuestions } from './basketQuestions';
export { myAnswers } from './myAnswers';
export { saveMyAnswers } from './saveMyAnswers';
export { uploadAnswerFile } from './uploadAnswerFile';
export { myAnswerFile } from './myAnswerFile';
export { contactAttributes } from './contactAttributes';
export { createContactAttribute } from './createContactAttribute';
export { updateContactAttribute } from './updateContactAttribute';
export { retireContactAttribute } from './retireContactAttribute';
