export { messages, type Messages } from './en-GB.js';
export { header, notTakingBookings, somethingWentWrong } from './site.js';
export { providerOutcomeMessage, providerOutcomeOf, type ProviderErrorFacts } from './payment-outcomes.js';
export { listInWords } from './venues.js';
export { ageLimitRefusal, placeDetailsText, priceOrFree, termSessionsText, weeklyText } from './booking-words.js';
export { cancelMoneyWords, type CancelMoneyClub, type CancelMoneyFacts } from './cancel-words.js';
// Areas on their own for the public pages' bundles: `messages` pulls in every area's texts (45 KB gzipped).
export { authMessages } from './auth.js';
export { autoEnrolMessages } from './auto-enrol.js';
export { bookingMessages } from './booking.js';
export { bookingEmailsMessages } from './booking-emails.js';
export { runSessionsMessages } from './run-sessions.js';
export { scheduleMessages } from './schedule.js';
export { subscriptionsMessages } from './subscriptions.js';
