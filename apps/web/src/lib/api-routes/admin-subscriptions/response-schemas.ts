// Generated from packages/domain/src/api/admin-subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { adminSubscriptionsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  clubSubscriptions: api.clubSubscriptions.response,
  clubSubscription: api.clubSubscription.response,
  pauseClubSubscription: api.pauseClubSubscription.response,
  resumeClubSubscription: api.resumeClubSubscription.response,
  cancelClubSubscription: api.cancelClubSubscription.response,
  cancelClubSubscriptionAtPeriodEnd: api.cancelClubSubscriptionAtPeriodEnd.response,
  cancelClubSubscriptionWithPlaces: api.cancelClubSubscriptionWithPlaces.response,
  reactivateClubSubscription: api.reactivateClubSubscription.response,
  updateClubSubscriptionPlan: api.updateClubSubscriptionPlan.response,
  clubSubscriptionsSummary: api.clubSubscriptionsSummary.response,
  clubPlans: api.clubPlans.response,
  coverClubSubscriptionPayments: api.coverClubSubscriptionPayments.response,
  refundClubSubscriptionCharge: api.refundClubSubscriptionCharge.response,
  promptClubSubscriptionSetup: api.promptClubSubscriptionSetup.response,
  unrejectClubSubscription: api.unrejectClubSubscription.response,
  changeClubSubscriptionTrial: api.changeClubSubscriptionTrial.response,
};
