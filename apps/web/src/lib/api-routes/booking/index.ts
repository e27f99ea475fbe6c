// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { basket } from './basket';
export { addToBasket } from './addToBasket';
export { removeFromBasket } from './removeFromBasket';
export { createOrder } from './createOrder';
export { bookNow } from './bookNow';
export { awaitingPayment } from './awaitingPayment';
export { cancelAwaitingOrder } from './cancelAwaitingOrder';
export { order } from './order';
