import { termsOfUseApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { getContractText } from './get-contract-text.js';
import type { TermsOfUseRepository } from './terms-of-use.repository.js';

/**
 * The contracts' texts. Accepting one is registered by people (modules/people/contract-acceptance.routes.ts): it
 * also keeps a parent's marketing choice on their account, which is people's.
 */
export function termsOfUseRoutes(app: FastifyInstance, repo: TermsOfUseRepository): void {
  registerRoute(app, termsOfUseApi.latestContract, async ({ params }) => getContractText(repo, params.role, 'latest'));
  registerRoute(app, termsOfUseApi.latestContractSummary, async ({ params }) =>
    getContractText(repo, params.role, 'summary'),
  );
}
