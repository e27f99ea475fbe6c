import { peopleApi } from '@clubroom/domain/api';
import { AVATAR_FIELDS, CHILD_PHOTO_MAX_BYTES } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { actorOf } from '../../platform/security/actor.js';
import { limitCounted, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { requireAuth } from '../../platform/security/policy.js';
import { sendImage } from '../../platform/storage/send-image.js';
import { readImageUpload, type ImageUploadRule } from '../../platform/storage/uploads.js';
import type { ClubsByIds } from '../clubs/index.js';
import { childPhoto, uploadChildPhoto } from './child-photo.js';
import { childConnection, parentClubs } from './club-connections.js';
import type { FamilyDeps } from './family-deps.js';
import { getChild, listChildren } from './list-children.js';
import { photoPermissionOf, updatePhotoPermission } from './photo-permissions.js';
import { removeChild } from './remove-child.js';
import { addChild, updateChild } from './save-child.js';

const photoUpload: ImageUploadRule = {
  fileField: AVATAR_FIELDS.file,
  textFields: [AVATAR_FIELDS.personId],
  maxBytes: CHILD_PHOTO_MAX_BYTES,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  tooLarge: messages.family.photoTooLarge,
  wrongType: messages.family.photoWrongType,
};

/** A parent's children: details, emergency contacts, photos, and each club's photo and video answer. */
export function familyRoutes(
  app: FastifyInstance,
  deps: FamilyDeps & { clubsByIds: ClubsByIds; publicUrl: URL; rateLimits: RateLimitRepository },
): void {
  const userIdOf = (request: FastifyRequest) => requireAuth(request).user.id;
  const actor = (request: FastifyRequest) => actorOf(requireAuth(request));

  registerRoute(app, peopleApi.parentChildren, async ({ request }) => listChildren(deps, userIdOf(request)));
  registerRoute(app, peopleApi.child, async ({ request, params }) =>
    getChild(deps, userIdOf(request), params.personId),
  );
  registerRoute(app, peopleApi.addChild, async ({ request, club, body }) => {
    // Children added (not attempts refused) count, per account and address.
    const subjects = [`ip:${requestFacts(request, deps.publicUrl).ip}`, `user:${userIdOf(request)}`];
    return limitCounted(deps.rateLimits, RATE_LIMITS.childAdd, subjects, deps.clock, { values: () => true }, () =>
      addChild(deps, actor(request), club, body),
    );
  });
  registerRoute(app, peopleApi.updateChild, async ({ request, params, body }) =>
    updateChild(deps, actor(request), params.personId, body),
  );
  registerRoute(app, peopleApi.removeChild, async ({ request, params }) =>
    removeChild(deps, actor(request), params.personId),
  );

  registerRoute(app, peopleApi.uploadChildPhoto, async ({ request }) =>
    uploadChildPhoto(deps, actor(request), await readImageUpload(request, photoUpload)),
  );
  registerRoute(app, peopleApi.childPhoto, async ({ request, club, params, reply }) => {
    const auth = requireAuth(request);
    // The club's staff (and support) see the photos of the club's children on its site (registers, contacts).
    const staff = auth.user.isSupport || auth.clubRoles.some((role) => role !== 'parent');
    const viewer = { userId: auth.user.id, staffOf: staff ? club : null };
    return sendImage(reply, await childPhoto(deps, viewer, params.personId));
  });

  registerRoute(app, peopleApi.childConnection, async ({ request, club, params }) =>
    childConnection(deps, userIdOf(request), club, params.personId),
  );
  registerRoute(app, peopleApi.clubLogoUrls, async ({ request }) =>
    parentClubs(deps, deps.clubsByIds, userIdOf(request), deps.publicUrl),
  );
  registerRoute(app, peopleApi.photoPermission, async ({ request, club, body }) =>
    photoPermissionOf(deps, userIdOf(request), club, body.personId),
  );
  registerRoute(app, peopleApi.updatePhotoPermission, async ({ request, club, body }) =>
    updatePhotoPermission(deps, actor(request), club, body),
  );
}
