// Generated from packages/domain/src/api/contacts.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { allContacts } from './allContacts';
export { exportContacts } from './exportContacts';
export { contactDetail } from './contactDetail';
export { editContactChild } from './editContactChild';
export { removeContact } from './removeContact';
export { addContact } from './addContact';
export { familyRecord } from './familyRecord';
export { contactAnswerFile } from './contactAnswerFile';
export { uploadContactAnswerFile } from './uploadContactAnswerFile';
export { saveFamilyRecord } from './saveFamilyRecord';
