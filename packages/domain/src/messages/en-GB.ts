import { adminOrdersMessages } from './admin-orders.js';
import { adminBookingsMessages } from './admin-bookings.js';
import { adminScheduleMessages } from './admin-schedule.js';
import { adminCampsMessages } from './admin-camps.js';
import { authMessages } from './auth.js';
import { reportingMessages } from './reporting.js';
import { scheduleAnalyticsMessages } from './schedule-analytics.js';
import { scheduleEmbedMessages } from './schedule-embed.js';
import { feesMessages } from './fees.js';
import { onboardingMessages } from './onboarding.js';
import { bookingMessages } from './booking.js';
import { bookingEmailsMessages } from './booking-emails.js';
import { bookingSettingsMessages } from './booking-settings.js';
import { clubsMessages } from './clubs.js';
import { discountCodesMessages } from './discount-codes.js';
import { paySettingsMessages } from './pay-settings.js';
import { platformSubscriptionMessages } from './platform-subscription.js';
import { clubProfileMessages } from './club-profile.js';
import { contactsMessages } from './contacts.js';
import { creditMessages } from './credit.js';
import { invoicesMessages } from './invoices.js';
import { parentBookingsMessages } from './parent-bookings.js';
import { paymentOutcomeMessages } from './payment-outcomes.js';
import { paymentPagesMessages } from './payment-pages.js';
import { peopleMessages } from './people.js';
import { registersMessages } from './registers.js';
import { runSessionsMessages } from './run-sessions.js';
import { savedCardsMessages } from './saved-cards.js';
import { scheduleMessages } from './schedule.js';
import { header, notTakingBookings, somethingWentWrong } from './site.js';
import { subscriptionsMessages } from './subscriptions.js';
import { supportMessages } from './support.js';
import { termsOfUseMessages } from './terms-of-use.js';
import { venuesMessages } from './venues.js';
import { registrationQuestionsMessages } from './registration-questions.js';
import { waitingListMessages } from './waiting-lists.js';
import { messagingMessages } from './messaging.js';
import { calendarFeedsMessages } from './calendar-feeds.js';
import { listingMessages } from './listing.js';
import { listsMessages } from './lists.js';
import { autoEnrolMessages } from './auto-enrol.js';
import { platformConsoleMessages } from './platform-console.js';
import { franchiseMessages } from './franchise.js';
import { trophiesMessages } from './trophies.js';

/**
 * Every user-facing text bundle of the product in one en-GB catalogue (spec §2 "Text bundles",
 * §8 error catalogue), written one file per area and composed here. Texts the spec gives are word
 * for word; the rest are written to match. Functions take what varies; everything else is a plain
 * string.
 */
export const messages = {
  header,
  somethingWentWrong,
  notTakingBookings,
  ...scheduleMessages,
  ...authMessages,
  ...peopleMessages,
  ...termsOfUseMessages,
  ...clubsMessages,
  ...supportMessages,
  ...bookingMessages,
  ...bookingEmailsMessages,
  ...bookingSettingsMessages,
  ...discountCodesMessages,
  ...waitingListMessages,
  ...autoEnrolMessages,
  ...parentBookingsMessages,
  ...paymentPagesMessages,
  ...paymentOutcomeMessages,
  ...subscriptionsMessages,
  ...savedCardsMessages,
  ...adminScheduleMessages,
  ...adminCampsMessages,
  ...registersMessages,
  ...messagingMessages,
  ...trophiesMessages,
  ...runSessionsMessages,
  ...adminOrdersMessages,
  ...adminBookingsMessages,
  ...contactsMessages,
  ...creditMessages,
  ...invoicesMessages,
  ...reportingMessages,
  ...scheduleAnalyticsMessages,
  ...scheduleEmbedMessages,
  ...feesMessages,
  ...paySettingsMessages,
  ...platformSubscriptionMessages,
  ...clubProfileMessages,
  ...onboardingMessages,
  ...venuesMessages,
  ...calendarFeedsMessages,
  ...registrationQuestionsMessages,
  ...listingMessages,
  ...listsMessages,
  ...platformConsoleMessages,
  ...franchiseMessages,
} as const;

export type Messages = typeof messages;
