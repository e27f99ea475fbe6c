import { discountCodesApi as api } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { deleteDiscountCode } from './delete-discount-code.js';
import type { DiscountCodeAdminDeps } from './discount-code-admin-deps.js';
import { discountCodeWithUses } from './discount-code-uses.js';
import { discountCodeViews } from './discount-code-views.js';
import { createDiscountCode, setDiscountCodePaused, updateDiscountCode } from './save-discount-code.js';

/** The club's discount codes page (/cms/settings/discount-codes). */
export function discountCodesRoutes(app: FastifyInstance, deps: DiscountCodeAdminDeps): void {
  registerRoute(app, api.discountCodes, async ({ club }) => ({
    discountCodes: await discountCodeViews(deps.repo, club.id),
  }));
  registerRoute(app, api.discountCode, ({ club, params }) => discountCodeWithUses(deps, club, params.discountCodeId));
  registerRoute(app, api.createDiscountCode, async ({ club, body }) => ({
    discountCode: await createDiscountCode(deps, club, body),
  }));
  registerRoute(app, api.updateDiscountCode, async ({ club, params, body }) => ({
    discountCode: await updateDiscountCode(deps, club, params.discountCodeId, body),
  }));
  registerRoute(app, api.pauseDiscountCode, async ({ club, params }) => ({
    discountCode: await setDiscountCodePaused(deps, club, params.discountCodeId, true),
  }));
  registerRoute(app, api.resumeDiscountCode, async ({ club, params }) => ({
    discountCode: await setDiscountCodePaused(deps, club, params.discountCodeId, false),
  }));
  registerRoute(app, api.deleteDiscountCode, ({ club, params }) =>
    deleteDiscountCode(deps, club, params.discountCodeId),
  );
}
