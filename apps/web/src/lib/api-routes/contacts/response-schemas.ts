// Generated from packages/domain/src/api/contacts.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { contactsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  allContacts: api.allContacts.response,
  contactDetail: api.contactDetail.response,
  editContactChild: api.editContactChild.response,
  removeContact: api.removeContact.response,
  addContact: api.addContact.response,
  familyRecord: api.familyRecord.response,
  uploadContactAnswerFile: api.uploadContactAnswerFile.response,
  saveFamilyRecord: api.saveFamilyRecord.response,
};
