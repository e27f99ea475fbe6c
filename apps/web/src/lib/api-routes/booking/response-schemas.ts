// Generated from packages/domain/src/api/booking.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { bookingApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  basket: api.basket.response,
  addToBasket: api.addToBasket.response,
  removeFromBasket: api.removeFromBasket.response,
  createOrder: api.createOrder.response,
  bookNow: api.bookNow.response,
  awaitingPayment: api.awaitingPayment.response,
  cancelAwaitingOrder: api.cancelAwaitingOrder.response,
  order: api.order.response,
};
