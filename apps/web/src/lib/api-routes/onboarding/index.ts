// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { subdomainStatusCheck } from './subdomainStatusCheck';
export { newClient } from './newClient';
export { betaCountrySignUp } from './betaCountrySignUp';
export { continueToNewClub } from './continueToNewClub';
export { clubSignUpDetails } from './clubSignUpDetails';
export { saveClubName } from './saveClubName';
export { saveClubSignUpDetails } from './saveClubSignUpDetails';
export { paymentAccountStatus } from './paymentAccountStatus';
export { connectAccountUrl } from './connectAccountUrl';
