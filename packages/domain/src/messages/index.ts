export { messages, type Messages } from './en-GB.js';
export { header, notTakingBookings, somethingWentWrong } from './site.js';
export { providerOutcomeMessage, providerOutcomeOf, type ProviderErrorFacts } from './payment-outcomes.js';
export { listInWords } from './venues.js';
export { ageLimitRefusal, placeDetailsText, priceOrFree, termSessionsText, weeklyText } from './booking-words.js';
export { cancelMoneyWords, type CancelMoneyClub, type CancelMoneyFacts } from './cancel-words.js';
