import { creditApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { CreditRepository } from './credit.repository.js';

export function creditRoutes(app: FastifyInstance, repo: CreditRepository): void {
  // The parent's own credit, with every club they have any with (as the account's club switcher lists clubs).
  registerRoute(app, creditApi.familyCredit, async ({ request }) => ({
    data: await repo.balancesOfParent(requireAuth(request).user.id),
  }));
}
