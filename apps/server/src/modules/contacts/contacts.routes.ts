import { contactsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { sendDownload } from '../../platform/storage/send-download.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth, seesFinances } from '../../platform/security/policy.js';
import { addContact } from './add-contact.js';
import type { ContactsDeps } from './contacts-deps.js';
import { editContactChild } from './edit-contact-child.js';
import { exportContacts } from './export-contacts.js';
import { getContact } from './get-contact.js';
import { listContacts } from './list-contacts.js';
import { openContact } from './contact-access.js';
import { removeContact } from './remove-contact.js';

export function contactsRoutes(app: FastifyInstance, deps: ContactsDeps): void {
  registerRoute(app, contactsApi.allContacts, async ({ club, query }) => listContacts(deps, club, query));
  registerRoute(app, contactsApi.exportContacts, async ({ club, query, reply }) => {
    const { filename, csv } = await exportContacts(deps, club, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
  registerRoute(app, contactsApi.contactDetail, async ({ request, club, params }) =>
    getContact(deps, club, params.parentId, seesFinances(requireAuth(request))),
  );
  registerRoute(app, contactsApi.editContactChild, async ({ request, club, params, body }) =>
    editContactChild(deps, club, requireAuth(request), params, body),
  );
  registerRoute(app, contactsApi.removeContact, async ({ request, club, params }) =>
    removeContact(deps, club, requireAuth(request), params.parentId),
  );
  registerRoute(app, contactsApi.familyRecord, async ({ club, params }) => {
    await openContact(deps.contacts, club, params.parentId);
    return deps.records.read(club.id, params.parentId);
  });
  registerRoute(app, contactsApi.contactAnswerFile, async ({ club, params, query, reply }) => {
    await openContact(deps.contacts, club, params.parentId);
    return sendDownload(
      reply,
      await deps.records.file(club.id, params.parentId, params.questionId, query.childId ?? null),
    );
  });
  registerRoute(app, contactsApi.uploadContactAnswerFile, async ({ request, club, params }) => {
    await openContact(deps.contacts, club, params.parentId);
    const actor = actorOf(requireAuth(request));
    return deps.records.upload(request, club.id, params.parentId, params.questionId, actor);
  });
  registerRoute(app, contactsApi.saveFamilyRecord, async ({ request, club, params, body }) => {
    await openContact(deps.contacts, club, params.parentId);
    return deps.records.save(club.id, params.parentId, requireAuth(request).user.id, body);
  });
  registerRoute(app, contactsApi.addContact, async ({ request, club, body }) =>
    addContact(deps, club, requireAuth(request), body),
  );
}
