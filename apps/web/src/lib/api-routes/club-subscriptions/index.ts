// Generated from packages/domain/src/api/club-subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { clubSubscriptions } from './clubSubscriptions';
export { clubSubscription } from './clubSubscription';
export { pauseClubSubscription } from './pauseClubSubscription';
export { resumeClubSubscription } from './resumeClubSubscription';
export { cancelClubSubscription } from './cancelClubSubscription';
export { cancelClubSubscriptionAtPeriodEnd } from './cancelClubSubscriptionAtPeriodEnd';
export { reactivateClubSubscription } from './reactivateClubSubscription';
export { updateClubSubscriptionPlan } from './updateClubSubscriptionPlan';
export { changeClubSubscriptionTrial } from './changeClubSubscriptionTrial';
