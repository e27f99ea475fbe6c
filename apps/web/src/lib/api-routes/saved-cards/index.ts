// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { paymentMethods } from './paymentMethods';
export { personSavedCards } from './personSavedCards';
export { createPaymentMethod } from './createPaymentMethod';
export { addSavedCard } from './addSavedCard';
export { addNewPaymentMethod } from './addNewPaymentMethod';
export { deleteSavedCard } from './deleteSavedCard';
