// Generated from packages/domain/src/api/club-subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { clubSubscriptionsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  clubSubscriptions: api.clubSubscriptions.response,
  clubSubscription: api.clubSubscription.response,
  pauseClubSubscription: api.pauseClubSubscription.response,
  resumeClubSubscription: api.resumeClubSubscription.response,
  cancelClubSubscription: api.cancelClubSubscription.response,
  cancelClubSubscriptionAtPeriodEnd: api.cancelClubSubscriptionAtPeriodEnd.response,
  reactivateClubSubscription: api.reactivateClubSubscription.response,
  updateClubSubscriptionPlan: api.updateClubSubscriptionPlan.response,
  changeClubSubscriptionTrial: api.changeClubSubscriptionTrial.response,
};
