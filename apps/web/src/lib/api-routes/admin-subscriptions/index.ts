// Generated from packages/domain/src/api/admin-subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { clubSubscriptions } from './clubSubscriptions';
export { clubSubscription } from './clubSubscription';
export { pauseClubSubscription } from './pauseClubSubscription';
export { resumeClubSubscription } from './resumeClubSubscription';
export { cancelClubSubscription } from './cancelClubSubscription';
export { cancelClubSubscriptionAtPeriodEnd } from './cancelClubSubscriptionAtPeriodEnd';
export { cancelClubSubscriptionWithPlaces } from './cancelClubSubscriptionWithPlaces';
export { reactivateClubSubscription } from './reactivateClubSubscription';
export { updateClubSubscriptionPlan } from './updateClubSubscriptionPlan';
export { clubSubscriptionsSummary } from './clubSubscriptionsSummary';
export { clubPlans } from './clubPlans';
export { coverClubSubscriptionPayments } from './coverClubSubscriptionPayments';
export { refundClubSubscriptionCharge } from './refundClubSubscriptionCharge';
export { promptClubSubscriptionSetup } from './promptClubSubscriptionSetup';
export { unrejectClubSubscription } from './unrejectClubSubscription';
export { changeClubSubscriptionTrial } from './changeClubSubscriptionTrial';
