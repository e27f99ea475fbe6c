// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { onboardingApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  subdomainStatusCheck: api.subdomainStatusCheck.response,
  newClient: api.newClient.response,
  betaCountrySignUp: api.betaCountrySignUp.response,
  clubSignUpDetails: api.clubSignUpDetails.response,
  saveClubName: api.saveClubName.response,
  saveClubSignUpDetails: api.saveClubSignUpDetails.response,
  paymentAccountStatus: api.paymentAccountStatus.response,
  connectAccountUrl: api.connectAccountUrl.response,
};
