import { termsOfUseApi, type AcceptContractBody } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import { acceptContract, type AcceptanceTransaction } from './accept-contract.js';
import { contractFormRefusal } from './contract-form-refusal.js';
import { getContractText } from './get-contract-text.js';
import type { TermsOfUseRepository } from './terms-of-use.repository.js';

export interface TermsOfUseRouteDeps {
  repo: TermsOfUseRepository;
  clock: () => Date;
  /** The acceptance and a parent's marketing choice commit together. */
  transaction: AcceptanceTransaction;
}

/** A form our own page posted: a forged cross-site post keeps its plain 403, leading nowhere. */
const isOwnBrowserForm = (request: FastifyRequest, err: { code?: string }) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
  err.code !== 'CSRF_REJECTED';
const truthy = (v: unknown) => v === true || v === 'on' || v === '1' || v === 'true' || v === 'yes';

export function termsOfUseRoutes(app: FastifyInstance, deps: TermsOfUseRouteDeps): void {
  const { repo, clock, transaction } = deps;
  registerRoute(app, termsOfUseApi.latestContract, async ({ params }) => getContractText(repo, params.role, 'latest'));
  registerRoute(app, termsOfUseApi.latestContractSummary, async ({ params }) =>
    getContractText(repo, params.role, 'summary'),
  );

  const accept = (request: FastifyRequest, body: AcceptContractBody) =>
    acceptContract(
      repo,
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
        now: clock(),
      },
      transaction,
    );

  registerRoute(app, termsOfUseApi.acceptContract, async ({ request, body }) => {
    await accept(request, body);
    return { status: 'accepted' };
  });

  // The contract page's form posts to the page itself (spec): record, then go where the person was heading.
  // A browser form must never land on a JSON error: its refusals go back to a page that explains them
  // (API clients posting JSON here get the usual JSON error).
  registerRoute(
    app,
    termsOfUseApi.acceptContractForm,
    async ({ request, reply, body }) => {
      await accept(request, body);
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
