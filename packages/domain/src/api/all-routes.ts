import { adminOrdersApi } from './admin-orders.js';
import { adminSubscriptionsApi } from './admin-subscriptions.js';
import { adminBookingsApi } from './admin-bookings.js';
import { adminScheduleApi } from './admin-schedule.js';
import { adminCampsApi } from './admin-camps.js';
import { calendarFeedsApi } from './calendar-feeds.js';
import { campEditsApi } from './camp-edits.js';
import { authApi } from './auth.js';
import { bookingApi } from './booking.js';
import { bookingSettingsApi } from './booking-settings.js';
import { discountCodesApi } from './discount-codes.js';
import { cancellationApi } from './cancellation.js';
import { clubsApi } from './clubs.js';
import { clubProfileApi } from './club-profile.js';
import { contactsApi } from './contacts.js';
import { creditApi } from './credit.js';
import type { RouteDefinition } from './define-route.js';
import { reportingApi } from './reporting.js';
import { feesApi } from './fees.js';
import { paySettingsApi } from './pay-settings.js';
import { setupFeesApi } from './setup-fees.js';
import { platformSubscriptionApi } from './platform-subscription.js';
import { onboardingApi } from './onboarding.js';
import { openDataApi } from './open-data.js';
import { scheduleAnalyticsApi } from './schedule-analytics.js';
import { scheduleEmbedApi } from './schedule-embed.js';
import { geocodingApi } from './geocoding.js';
import { franchiseApi } from './franchise.js';
import { listingApi } from './listing.js';
import { parentBookingsApi } from './parent-bookings.js';
import { paymentsApi } from './payments.js';
import { peopleApi } from './people.js';
import { platformApi } from './platform.js';
import { registersApi } from './registers.js';
import { runSessionsApi } from './run-sessions.js';
import { clientHomeApi } from './client-home.js';
import { invoicesApi } from './invoices.js';
import { savedCardsApi } from './saved-cards.js';
import { scheduleApi } from './schedule.js';
import { subscriptionsApi } from './subscriptions.js';
import { termsOfUseApi } from './terms-of-use.js';
import { waitingListApi } from './waiting-list.js';
import { venuesApi } from './venues.js';
import { registrationQuestionsApi } from './registration-questions.js';
import { messagingApi } from './messaging.js';
import { autoEnrolApi } from './auto-enrol.js';
import { platformConsoleApi } from './platform-console.js';
import { trophiesApi } from './trophies.js';

/** The areas' route lists: the one list a new area joins (allRoutes below is made from it). */
export const routesByArea: Readonly<Record<string, Readonly<Record<string, RouteDefinition>>>> = {
  schedule: scheduleApi,
  clubs: clubsApi,
  geocoding: geocodingApi,
  listing: listingApi,
  termsOfUse: termsOfUseApi,
  platform: platformApi,
  auth: authApi,
  people: peopleApi,
  booking: bookingApi,
  waitingLists: waitingListApi,
  cancellations: cancellationApi,
  parentBookings: parentBookingsApi,
  payments: paymentsApi,
  subscriptions: subscriptionsApi,
  savedCards: savedCardsApi,
  adminSchedule: adminScheduleApi,
  adminCamps: adminCampsApi,
  campEdits: campEditsApi,
  registers: registersApi,
  runSessions: runSessionsApi,
  clientHome: clientHomeApi,
  invoices: invoicesApi,
  contacts: contactsApi,
  credit: creditApi,
  adminOrders: adminOrdersApi,
  setupFees: setupFeesApi,
  adminBookings: adminBookingsApi,
  reporting: reportingApi,
  fees: feesApi,
  paySettings: paySettingsApi,
  platformSubscription: platformSubscriptionApi,
  clubProfile: clubProfileApi,
  onboarding: onboardingApi,
  adminSubscriptions: adminSubscriptionsApi,
  venues: venuesApi,
  bookingSettings: bookingSettingsApi,
  discountCodes: discountCodesApi,
  messaging: messagingApi,
  calendarFeeds: calendarFeedsApi,
  openData: openDataApi,
  scheduleAnalytics: scheduleAnalyticsApi,
  scheduleEmbed: scheduleEmbedApi,
  registrationQuestions: registrationQuestionsApi,
  autoEnrol: autoEnrolApi,
  platformConsole: platformConsoleApi,
  franchise: franchiseApi,
  trophies: trophiesApi,
};

/**
 * Every route of the API by operation id, made from the areas' lists (all-routes.test.ts checks that no id is
 * used twice, so none is lost in the merge).
 */
export const allRoutes: Readonly<Record<string, RouteDefinition>> = Object.assign({}, ...Object.values(routesByArea));
