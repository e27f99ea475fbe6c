/**
 * The pages only signed-in people open. This table loads with the first of them, so their
 * `import()`s (and the lists of chunks each one preloads) are no part of a visitor's first download.
 */
export const signedInPageModules = {
  dashboard: () => import('../features/people/dashboard-page'),
  myBookings: () => import('../features/people/my-bookings-page'),
  addChild: () => import('../features/people/add-child-page'),
  child: () => import('../features/people/child-page'),
  editChild: () => import('../features/people/edit-child-page'),
  savedCards: () => import('../features/payments/saved-cards/saved-cards-page'),
  deleteSavedCard: () => import('../features/payments/saved-cards/delete-card-page'),
  outstandingPayments: () => import('../features/payments/subscriptions/outstanding-payments-page'),
  bookRun: () => import('../features/booking/book-run-page'),
  bookCamp: () => import('../features/booking/book-camp-page'),
  joinWaitingList: () => import('../features/booking/join-waiting-list-page'),
  basket: () => import('../features/booking/basket-page'),
  order: () => import('../features/booking/order-page'),
  payOrder: () => import('../features/payments/payment-page'),
  cmsHome: () => import('../features/admin/client-home-page'),
  staff: () => import('../features/people/staff-page'),
  registers: () => import('../features/registers/registers-page'),
  register: () => import('../features/registers/register-page'),
  scheduleAdmin: () => import('../features/admin-schedule/schedule-admin-page'),
  termForm: () => import('../features/admin-schedule/term-form-page'),
  runForm: () => import('../features/admin-schedule/run-form-page'),
};
