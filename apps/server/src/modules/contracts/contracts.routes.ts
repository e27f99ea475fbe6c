import { acceptContractBodySchema, contractRoleParamSchema, contractTextResponseSchema, errorResponseSchema, statusResponseSchema } from '@clubroom/domain/contracts';
import { CONTRACT_PAGE_PATH } from '@clubroom/domain/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../platform/auth/policy.js';
import { sendError } from '../../platform/errors.js';
import { acceptContract } from './accept-contract.js';
import { contractFormRefusal } from './contract-form-refusal.js';
import type { ContractsRepository } from './contracts.repository.js';
import { getContractText } from './get-contract-text.js';


const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
/** A form our own page posted: a forged cross-site post keeps its plain 403, leading nowhere. */
const isOwnBrowserForm = (request: FastifyRequest, err: { code?: string }) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && err.code !== 'CSRF_REJECTED';
const truthy = (v: unknown) => v === true || v === 'on' || v === '1' || v === 'true' || v === 'yes';

export function contractsRoutes(repo: ContractsRepository, clock: () => Date, saveMarketingChoice: (userId: number, optIn: boolean) => Promise<void>) {
  return async function register(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    for (const part of ['latest', 'summary'] as const) {
      app.get(`/api/v4/public/contract/:role/${part}`, {
        config: { access: 'public' },
        schema: { tags: ['public'], summary: `The ${part === 'latest' ? 'full' : 'summary of the'} latest contract of a role (markup)`, params: contractRoleParamSchema, response: { 200: contractTextResponseSchema, ...errors } },
      }, async (request) => getContractText(repo, request.params.role, part));
    }

    const accept = (request: FastifyRequest, body: z.infer<typeof acceptContractBodySchema>) => acceptContract(repo, requireAuth(request), {
      version: body.version,
      marketingOptIn: body.marketingOptIn === undefined ? undefined : truthy(body.marketingOptIn),
      specialCategoryConsent: truthy(body.specialCategoryConsent),
    }, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      clubId: request.tenant.kind === 'club' ? request.tenant.club.id : null,
      now: clock(),
    }, saveMarketingChoice);

    app.post('/api/v4/contract/accept', {
      config: { access: 'signed-in' },
      schema: { tags: ['account'], summary: 'Accept the latest contract of your role, with consents', body: acceptContractBodySchema, response: { 200: statusResponseSchema, ...errors } },
    }, async (request) => {
      await accept(request, request.body);
      return { status: 'accepted' };
    });

    // The contract page's form posts to the page itself (spec): record, then go where the person was heading.
    // A browser form must never land on a JSON error: its refusals go back to a page that explains them
    // (API clients posting JSON here get the usual JSON error).
    app.post(CONTRACT_PAGE_PATH, {
      config: { access: 'signed-in' },
      schema: { hide: true, body: acceptContractBodySchema },
      errorHandler: (err, request, reply) => (isOwnBrowserForm(request, err) ? reply.redirect(contractFormRefusal(err, request.body), 303) : sendError(err, request, reply)),
    }, async (request, reply) => {
      await accept(request, request.body);
      return reply.redirect(request.body.next ?? '/', 303);
    });
  };
}
