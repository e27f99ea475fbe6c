import { paySettingsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import { clubSubscription, resetClubSubscription, restoreClubSubscription } from './club-subscription.js';
import type { PaySettingsDeps } from './pay-settings-deps.js';
import {
  adminPaymentSettings,
  howToPay,
  savePaymentSettings,
  updatePaymentInstructions,
  updatePaymentSetting,
} from './payment-settings.js';
import { photoPermissionsOverview } from './photo-permissions-overview.js';
import { savePolicy } from './save-policy.js';

export function paySettingsRoutes(app: FastifyInstance, deps: PaySettingsDeps): void {
  const api = paySettingsApi;
  registerRoute(app, api.adminPaymentSettings, async ({ club }) => adminPaymentSettings(deps, club));
  registerRoute(app, api.updatePaymentSetting, async ({ club, body }) => updatePaymentSetting(deps, club, body));
  registerRoute(app, api.savePaymentSettings, async ({ club, body }) => savePaymentSettings(deps, club, body));
  registerRoute(app, api.updatePaymentInstructions, async ({ club, body }) =>
    updatePaymentInstructions(deps, club, body.paymentInstructions),
  );
  registerRoute(app, api.howToPay, async ({ club }) => howToPay(deps, club));
  registerRoute(app, api.saveTermsAndConditions, async ({ club, body }) =>
    savePolicy(deps, club, 'terms-and-conditions', body.text),
  );
  registerRoute(app, api.savePrivacyPolicy, async ({ club, body }) => savePolicy(deps, club, 'privacy', body.text));
  registerRoute(app, api.photoPermissionsOverview, async ({ club, query }) =>
    photoPermissionsOverview(deps, club, query),
  );
  registerRoute(app, api.clubPlatformSubscription, async ({ club }) => clubSubscription(deps, club));
  registerRoute(app, api.resetStripeSubscription, async ({ request, club }) =>
    resetClubSubscription(deps, club, actorOf(requireAuth(request))),
  );
  registerRoute(app, api.restoreStripeSubscription, async ({ request, club }) =>
    restoreClubSubscription(deps, club, actorOf(requireAuth(request))),
  );
}
