import { feesApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { absorbPlatformFees } from './absorb-platform-fees.js';
import { chooseDropdownSetting } from './choose-dropdown-setting.js';
import { clubSettingsOf, settingState, toggleSetting } from './club-options.js';
import type { FeesDeps } from './fees-deps.js';
import { getHealthCheck, paymentSecuresBookingSettings } from './get-health-check.js';
import { passOnPlatformFees } from './pass-on-platform-fees.js';
import { featureState, toggleFeature } from './toggle-feature.js';
import { updateListing } from './update-listing.js';
import { updateSmsInvoices } from './update-sms-invoices.js';

export function feesRoutes(app: FastifyInstance, deps: FeesDeps): void {
  registerRoute(app, feesApi.salesCalculator, async ({ query }) => query);
  registerRoute(app, feesApi.healthCheck, async ({ club }) => getHealthCheck(deps, club));
  registerRoute(app, feesApi.updatePlatformFees, async ({ club }) => absorbPlatformFees(deps, club));
  registerRoute(app, feesApi.passOnPlatformFees, async ({ club }) => passOnPlatformFees(deps, club));
  registerRoute(app, feesApi.paymentSecuresBookingSettings, async ({ club }) =>
    paymentSecuresBookingSettings(deps, club),
  );
  registerRoute(app, feesApi.feature, async ({ club, params }) => featureState(deps, club, params.feature));
  registerRoute(app, feesApi.toggleFeature, async ({ club, body }) => toggleFeature(deps, club, body.feature));
  registerRoute(app, feesApi.updateSmsInvoices, async ({ club, body }) =>
    updateSmsInvoices(deps, club, body.smsInvoices),
  );
  registerRoute(app, feesApi.updateListing, async ({ club, body }) => updateListing(deps, club, body.listed));
  registerRoute(app, feesApi.clubSettings, async ({ club }) => clubSettingsOf(deps, club));
  registerRoute(app, feesApi.setting, async ({ club, params }) => settingState(deps, club, params.setting));
  registerRoute(app, feesApi.toggleSetting, async ({ club, body }) => toggleSetting(deps, club, body.setting));
  registerRoute(app, feesApi.dropdownSetting, async ({ club, params, body }) =>
    chooseDropdownSetting(deps, club, body.setting, params.value),
  );
}
