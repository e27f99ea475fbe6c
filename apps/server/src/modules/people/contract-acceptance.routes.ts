import { termsOfUseApi, type AcceptContractBody } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { Actor } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { ContractAcceptances } from '../terms-of-use/index.js';
import { contractFormRefusal } from './contract-form-refusal.js';
import { peopleDirectory } from './people-directory.js';

/** A form our own page posted: a forged cross-site post keeps its plain 403, leading nowhere. */
const isOwnBrowserForm = (request: FastifyRequest, err: { code?: string }) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
  err.code !== 'CSRF_REJECTED';
const truthy = (v: unknown) => v === true || v === 'on' || v === '1' || v === 'true' || v === 'yes';

/**
 * Accepting the terms of use (terms-of-use records the acceptance and its consents): registered here because a
 * parent's marketing choice on the form is kept on their account, in the same transaction.
 */
export function contractAcceptanceRoutes(
  app: FastifyInstance,
  { accept, clock }: { accept: ContractAcceptances; clock: () => Date },
): void {
  const saveMarketingChoiceOn = (tx: Db) => (actor: Actor, optIn: boolean) =>
    peopleDirectory({ db: tx }).setMarketingOptIn(actor, optIn, clock());
  const acceptFrom = (request: FastifyRequest, body: AcceptContractBody) =>
    accept(
      requireAuth(request),
      {
        version: body.version,
        marketingOptIn: body.marketingOptIn === undefined ? undefined : truthy(body.marketingOptIn),
        specialCategoryConsent: truthy(body.specialCategoryConsent),
      },
      {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        clubId: request.tenant.kind === 'club' ? request.tenant.club.id : null,
      },
      saveMarketingChoiceOn,
    );

  registerRoute(app, termsOfUseApi.acceptContract, async ({ request, body }) => {
    await acceptFrom(request, body);
    return { status: 'accepted' };
  });

  // The contract page's form posts to the page itself (spec): record, then go where the person was heading.
  // A browser form must never land on a JSON error: its refusals go back to a page that explains them
  // (API clients posting JSON here get the usual JSON error).
  registerRoute(
    app,
    termsOfUseApi.acceptContractForm,
    async ({ request, reply, body }) => {
      await acceptFrom(request, body);
      return reply.redirect(body.next ?? '/', 303);
    },
    {
      errorHandler: (err, request, reply) =>
        isOwnBrowserForm(request, err)
          ? reply.redirect(contractFormRefusal(err, request.body), 303)
          : sendError(err, request, reply),
    },
  );
}
