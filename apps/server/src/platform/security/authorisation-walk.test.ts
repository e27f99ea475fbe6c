import type { ClubRole, ScheduleResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne, whoAmI } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';
import { isGranted, type AuthContext } from './policy.js';

/**
 * THE AUTHORISATION WALK. Every registered route is called as every identity below, on demo's
 * site, and its answer must match this hand-written table of who each route lets in: refused
 * routes answer 401 (nobody) or 403 (anyone else); granted routes answer anything but those.
 * The route's declared `config.access` must agree with the table too (through isGranted).
 *
 * A new route fails the suite until it has a row here: decide who may call it, and write it down.
 *
 * Then every `club` route is walked off its club: on the platform host and on an unknown club's
 * host it is not there (404), and demo's organiser, sent to riverside's host with demo's ids,
 * reaches nothing of demo's.
 */

const IDENTITIES = {
  nobody: null,
  parent: { clubRoles: ['parent'] },
  coach: { clubRoles: ['coach'] },
  organiser: { clubRoles: ['organiser'], financialAccess: true },
  organiserWithoutFinance: { clubRoles: ['organiser'] },
  support: { isSupport: true },
  platformManager: { isPlatformManager: true },
  /** riverside's organiser, calling demo's site. */
  otherClubOrganiser: {},
} satisfies Record<
  string,
  { clubRoles?: ClubRole[]; financialAccess?: boolean; isSupport?: boolean; isPlatformManager?: boolean } | null
>;
type Identity = keyof typeof IDENTITIES;

const SIGNED_IN: Identity[] = [
  'parent',
  'coach',
  'organiser',
  'organiserWithoutFinance',
  'support',
  'platformManager',
  'otherClubOrganiser',
];
const EVERYONE: Identity[] = ['nobody', ...SIGNED_IN];
/** Organisers of the club, and platform managers. */
const STAFF_MANAGERS: Identity[] = ['organiser', 'organiserWithoutFinance', 'platformManager'];
/** As STAFF_MANAGERS, but organisers need financial access. */
const FINANCE_MANAGERS: Identity[] = ['organiser', 'platformManager'];

/** Who each route lets in: 'METHOD url' as registered. */
const TABLE: Record<string, Identity[]> = {
  'GET /health': EVERYONE,
  'GET /api/v4/public/club': EVERYONE,
  'GET /api/v4/public/clubs': EVERYONE,
  'GET /api/timezones': EVERYONE,
  'GET /api/v4/public/schedule/current': EVERYONE,
  'GET /api/v4/public/run/:runId': EVERYONE,
  'GET /api/v4/public/camp/:campId': EVERYONE,
  'GET /api/v4/public/term/:termId': EVERYONE,
  'GET /rest/v1/policy/terms-and-conditions': EVERYONE,
  'GET /rest/v1/policy/privacy': EVERYONE,
  'GET /api/v4/public/geocode': EVERYONE,
  'GET /api/v4/public/contract/:role/latest': EVERYONE,
  'GET /api/v4/public/contract/:role/summary': EVERYONE,

  'POST /api/v4/public/authentication/email-status-check': EVERYONE,
  'POST /api/v4/public/authentication/login-user': EVERYONE,
  'POST /rest/v1/authentication/login': EVERYONE,
  'POST /api/v4/public/signup/new-user': EVERYONE,
  'POST /api/v4/public/signup/verify-code': EVERYONE,
  'POST /api/v4/public/signup/resend-code': EVERYONE,
  'POST /api/v4/public/signup/log-sign-up': EVERYONE,
  'POST /api/new-magic-link': EVERYONE,
  'GET /api/magic-link-login': EVERYONE,
  'POST /api/magic-link-login': EVERYONE,
  'POST /api/auth/forgot-password-express': EVERYONE,
  'POST /api/auth/forgot-password-express-check': EVERYONE,
  'POST /api/auth/logout': EVERYONE,
  'GET /api/auth/me': EVERYONE,
  'GET /api/bot-check/challenge': EVERYONE,

  'POST /api/v4/contract/accept': SIGNED_IN,
  'POST /terms/update': SIGNED_IN,
  'POST /api/v4/parent/user/detail': SIGNED_IN,
  'GET /api/v4/parent/user/marketing-preferences': SIGNED_IN,
  'POST /api/v4/parent/user/marketing-preferences': SIGNED_IN,
  'GET /api/v4/parent/clients/logo-urls': SIGNED_IN,
  // The parent's own credit with each club (none: an empty list).
  'GET /api/v4/parent/credit': SIGNED_IN,
  // A parent's own children: anyone signed in, each answering only about their own (others: 404).
  'GET /api/v4/people/parent/children': SIGNED_IN,
  'GET /api/v4/people/child/:personId': SIGNED_IN,
  'GET /api/v4/people/child/:personId/photo': SIGNED_IN,
  'POST /api/v4/people/child/add': SIGNED_IN,
  'POST /api/v4/people/child/:personId/update': SIGNED_IN,
  'POST /api/v4/people/child/:personId/remove': SIGNED_IN,
  'GET /api/v4/people/:personId/club/connection': SIGNED_IN,
  'POST /api/v4/people/person/avatar': SIGNED_IN,
  'POST /api/v4/people/person/photo-permissions': SIGNED_IN,
  'POST /api/v4/people/person/update-photo-permissions': SIGNED_IN,

  // The booking engine: a person's own basket and orders at the Host's club (an order of anyone
  // else answers 404, except to the club's organisers: modules/booking/get-order.ts).
  'GET /api/v4/parent/basket': SIGNED_IN,
  'POST /api/v4/parent/basket/add': SIGNED_IN,
  'POST /api/v4/parent/basket/:itemUuid/remove': SIGNED_IN,
  'POST /api/orders/order/create': SIGNED_IN,
  'POST /rest/v1/payments/book': SIGNED_IN,
  'GET /api/orders/order/:uuid': SIGNED_IN,
  'GET /api/v4/parent/orders/awaiting-payment': SIGNED_IN,
  'POST /api/v4/parent/orders/:uuid/cancel': SIGNED_IN,
  // The parent's own bookings and waiting lists at the Host's club (one booking by id: its parent's,
  // or the club's organisers', else 404: modules/parent-bookings/get-booking.ts).
  'GET /api/v4/people/bookings/all/:offset/:limit': SIGNED_IN,
  'GET /api/v4/people/bookings/current/feed': SIGNED_IN,
  'GET /api/v4/people/bookings/:clientId/:bookingId': SIGNED_IN,
  'GET /api/v4/people/waiting-lists': SIGNED_IN,
  // Payments: a person's own orders at the Host's club (anyone else's answers 404: modules/payments), the
  // sandbox's card form and 3-D Secure dialog (the parent's own intents), and the provider's signed webhook.
  'GET /api/payments/orders/:uuid': SIGNED_IN,
  'POST /rest/v1/payments/pay': SIGNED_IN,
  'POST /rest/v1/payments/post-pay': SIGNED_IN,
  'POST /api/v4/parent/payments/:orderUuid/pay/:token': SIGNED_IN,
  'POST /api/v4/parent/payments/pay': SIGNED_IN,
  'GET /api/v4/parent/payments/payment-settings': EVERYONE,
  'POST /sandbox/v1/payment_methods': SIGNED_IN,
  'POST /sandbox/v1/tokens': SIGNED_IN,
  'POST /sandbox/v1/intents/:id/authenticate': SIGNED_IN,
  'POST /sandbox/v1/subscriptions/:id/renew': SIGNED_IN,
  // A person's own subscriptions and saved cards at the Host's club (anyone else's answers 404: modules/subscriptions, modules/saved-cards).
  'POST /rest/v1/payments/subscribe': SIGNED_IN,
  'POST /rest/v1/payments/post-subscribe': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/outstanding': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/outstanding/invoices': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/outstanding/pay': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/outstanding/update-default-card-client': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/all': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/all/detail': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/all/cancel': SIGNED_IN,
  'POST /api/v4/parent/subscriptions/all/reactivate': SIGNED_IN,
  'GET /rest/v1/payments/payment-methods': SIGNED_IN,
  'GET /api/v4/people/person/saved-cards': SIGNED_IN,
  'POST /rest/v1/payments/create-payment-method': SIGNED_IN,
  'POST /api/v4/parent/payments/saved-cards/add': SIGNED_IN,
  'POST /api/v4/people/add_new_payment_method': SIGNED_IN,
  'POST /api/v4/parent/payments/saved-cards/delete': SIGNED_IN,
  'POST /api/payments/webhook': EVERYONE,

  // Waiting lists: a family joins and leaves with its own children (anyone else's entry answers 404);
  // coaches read a run's list, organisers move entries and offer places (modules/booking/waiting-list.ts).
  'POST /api/bookings/waiting-list/join': SIGNED_IN,
  'POST /api/bookings/waiting-list/leave': SIGNED_IN,
  'POST /api/bookings/cancel': SIGNED_IN,
  'GET /api/registers/waiting-list/:runId': ['coach', ...STAFF_MANAGERS],
  'POST /api/registers/waiting-list/move': STAFF_MANAGERS,
  'POST /api/registers/waiting-list/offer': STAFF_MANAGERS,
  // Registers: the club's staff; per run, organisers any and coaches only their assigned runs
  // (403 otherwise: modules/registers/register-access.ts). Organisers assign the coaches.
  'GET /api/v4/registers': ['coach', ...STAFF_MANAGERS],
  'GET /api/v4/client/quick-info': ['coach', ...STAFF_MANAGERS],
  'GET /api/v4/registers/run/:runId': ['coach', ...STAFF_MANAGERS],
  'POST /api/v4/registers/run/:runId/session/:sessionId/attendance': ['coach', ...STAFF_MANAGERS],
  'POST /api/v4/registers/run/:runId/coaches/add': STAFF_MANAGERS,
  'POST /api/v4/registers/run/:runId/coaches/remove': STAFF_MANAGERS,
  'POST /api/v4/registers/camp/:campId/coaches/add': STAFF_MANAGERS,
  'POST /api/v4/registers/camp/:campId/coaches/remove': STAFF_MANAGERS,
  'GET /api/v4/registers/run/:runId/export.csv': ['coach', ...STAFF_MANAGERS],
  'POST /api/v4/registers/run/:runId/rebook': STAFF_MANAGERS,
  // Contacts: the club's organisers only; a parent named must be the club's contact (404 otherwise).
  'GET /api/contacts/all-contacts': STAFF_MANAGERS,
  'GET /api/v4/contacts/export.csv': STAFF_MANAGERS,
  'GET /api/v4/contacts/:parentId': STAFF_MANAGERS,
  'POST /api/v4/contacts/:parentId/child/:childId': STAFF_MANAGERS,
  'POST /api/v4/contacts/:parentId/remove': STAFF_MANAGERS,
  'POST /api/v4/contacts/add': STAFF_MANAGERS,

  'GET /api/v4/client/staff': STAFF_MANAGERS,
  'POST /api/v4/client/staff/invite': STAFF_MANAGERS,
  'POST /api/v4/client/staff/:staffId/deactivate': STAFF_MANAGERS,
  'POST /api/v4/client/staff/:staffId/revoke': STAFF_MANAGERS,
  'POST /api/v4/client/staff/:staffId/restore': STAFF_MANAGERS,
  'POST /api/v4/client/staff/:staffId/role': STAFF_MANAGERS,
  'POST /api/v4/client/staff/:staffId/financial-access': FINANCE_MANAGERS,
  'POST /api/v4/client/staff/:staffId/invitation/resend': STAFF_MANAGERS,
  'POST /api/v4/client/staff/:staffId/invitation/cancel': STAFF_MANAGERS,

  // The schedule admin: the club's organisers (and franchise managers) and platform managers.
  'GET /api/v4/schedule/terms': STAFF_MANAGERS,
  'GET /api/v4/schedule/venues': STAFF_MANAGERS,
  'POST /api/v4/schedule/terms': STAFF_MANAGERS,
  'POST /api/v4/schedule/terms/:termId': STAFF_MANAGERS,
  'POST /api/v4/schedule/terms/:termId/rerun/preview': STAFF_MANAGERS,
  'POST /api/v4/schedule/terms/:termId/rerun': STAFF_MANAGERS,
  'POST /api/v4/schedule/terms/:termId/delete': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs/:runId': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs/:runId/delete': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs/:runId/publish': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs/:runId/unpublish': STAFF_MANAGERS,
  // A run's single sessions (modules/admin-schedule, session dates): the schedule's managers, not coaches.
  'GET /api/v4/schedule/runs/:runId/sessions': STAFF_MANAGERS,
  'GET /api/v4/schedule/runs/:runId/sessions/:sessionId': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs/:runId/add-date': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs/:runId/sessions/:sessionId/cancel': STAFF_MANAGERS,
  'POST /api/v4/schedule/runs/:runId/sessions/:sessionId/restore': STAFF_MANAGERS,
  'POST /api/v4/schedule/terms/:termId/publish': STAFF_MANAGERS,
  // The club's venues (modules/venues): as the schedule admin.
  'POST /api/v4/schedule/venues': STAFF_MANAGERS,
  'POST /api/v4/schedule/venues/:venueId': STAFF_MANAGERS,
  'POST /api/v4/schedule/venues/:venueId/delete': STAFF_MANAGERS,

  // The camps admin: as the schedule admin.
  // The club's payment plans: money, so financial access (modules/admin-subscriptions).
  'GET /api/v4/client/booking-settings': STAFF_MANAGERS,
  'PUT /api/v4/client/booking-settings': STAFF_MANAGERS,
  // The club's discount codes (modules/booking): as the booking settings.
  'GET /api/v4/client/discount-codes': STAFF_MANAGERS,
  'GET /api/v4/client/discount-codes/:discountCodeId': STAFF_MANAGERS,
  'POST /api/v4/client/discount-codes': STAFF_MANAGERS,
  'POST /api/v4/client/discount-codes/:discountCodeId': STAFF_MANAGERS,
  'POST /api/v4/client/discount-codes/:discountCodeId/pause': STAFF_MANAGERS,
  'POST /api/v4/client/discount-codes/:discountCodeId/resume': STAFF_MANAGERS,
  'POST /api/v4/client/discount-codes/:discountCodeId/delete': STAFF_MANAGERS,
  'GET /api/v4/client/subscriptions': FINANCE_MANAGERS,
  'GET /api/v4/client/subscriptions/:subscriptionId': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/pause': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/resume': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/cancel': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/cancel-with-places': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/cancel-at-period-end': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/reactivate': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/update-plan': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/trial': FINANCE_MANAGERS,
  'GET /api/v4/client/subscriptions/summary': FINANCE_MANAGERS,
  'GET /api/v4/client/subscriptions/plans': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/cover-payments': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/refund-charge': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/prompt': FINANCE_MANAGERS,
  'POST /api/v4/client/subscriptions/:subscriptionId/unreject': FINANCE_MANAGERS,
  'GET /api/v4/schedule/camps': STAFF_MANAGERS,
  'GET /api/v4/camps/schedule': STAFF_MANAGERS,
  'GET /api/v4/camps/:campId': STAFF_MANAGERS,
  'GET /api/v4/camps/:campId/weeks': STAFF_MANAGERS,
  // A camp's day registers: also the coaches on the camp (403 otherwise: modules/registers/register-access.ts).
  'GET /api/v4/camps/:campId/week/:weekId/days': ['coach', ...STAFF_MANAGERS],
  'GET /api/v4/camps/:campId/week/:weekId/day/:dayOfWeek/bookings': ['coach', ...STAFF_MANAGERS],
  'POST /api/v4/camps/:campId/week/:weekId/day/:dayOfWeek/attendance': ['coach', ...STAFF_MANAGERS],
  'GET /api/v4/camps/:campId/week/:weekId/register.csv': ['coach', ...STAFF_MANAGERS],
  'GET /api/v4/camps/:campId/emergency-contacts': ['coach', ...STAFF_MANAGERS],
  'GET /api/v4/camps/:campId/emergency-contacts.csv': ['coach', ...STAFF_MANAGERS],
  'POST /api/v4/camps': STAFF_MANAGERS,
  'POST /api/v4/camps/:campId': STAFF_MANAGERS,
  'POST /api/v4/camps/update/instanceGroups/label': STAFF_MANAGERS,
  'POST /api/v4/camps/:campId/delete': STAFF_MANAGERS,
  'POST /api/v4/camps/:campId/publish': STAFF_MANAGERS,
  'POST /api/v4/camps/:campId/unpublish': STAFF_MANAGERS,
  // The spec's camps routes (section 7): registers as the day registers, money with financial access.
  'GET /api/v4/camps/:campId/register': ['coach', ...STAFF_MANAGERS],
  'GET /api/v4/camps/:campId/details': STAFF_MANAGERS,
  'GET /api/v4/camps/count/bookings': STAFF_MANAGERS,
  'GET /api/v4/camps/count/paid': FINANCE_MANAGERS,
  'GET /api/v4/camps/count/due': FINANCE_MANAGERS,
  'GET /api/v4/camps/edit/booking/:bookingId': FINANCE_MANAGERS,
  'GET /api/v4/camps/edit/booking/:bookingId/price': FINANCE_MANAGERS,
  'POST /api/v4/camps/edit/booking/amend': FINANCE_MANAGERS,
  'POST /api/v4/camps/edit/run-instance': STAFF_MANAGERS,
  'POST /api/v4/camps/edit/run-instance/type': STAFF_MANAGERS,
  'PUT /api/v4/camps/edit/run-instance/:runInstanceId': STAFF_MANAGERS,
  'POST /api/v4/camps/instance-group': STAFF_MANAGERS,
  'POST /api/v4/camps/instance-group/update': STAFF_MANAGERS,

  // The orders admin: money, so the club's organisers with financial access and platform managers.
  'GET /api/v4/orders': FINANCE_MANAGERS,
  'GET /api/v4/orders/outstanding': FINANCE_MANAGERS,
  'GET /api/v4/orders/order/:orderId': FINANCE_MANAGERS,
  'POST /api/v4/orders/order/:orderId/refund': FINANCE_MANAGERS,
  'POST /api/v4/orders/setup-fee/:childId': FINANCE_MANAGERS,
  'POST /api/v4/orders/order/custom': FINANCE_MANAGERS,
  'POST /api/v4/orders/order/:orderId/invoice': FINANCE_MANAGERS,
  'POST /api/v4/orders/outstanding/invoice': FINANCE_MANAGERS,

  // Booking for families, invitations and a booking's detail: the club's organisers; coaches refused.
  'POST /api/v4/admin-bookings/run/:runId': STAFF_MANAGERS,
  'POST /api/v4/admin-bookings/camp/:campId': STAFF_MANAGERS,
  'POST /api/v4/admin-bookings/run/:runId/invite': STAFF_MANAGERS,
  'GET /api/v4/admin-bookings/run/:runId/invitations': STAFF_MANAGERS,
  'POST /api/v4/admin-bookings/camp/:campId/invite': STAFF_MANAGERS,
  'GET /api/v4/admin-bookings/camp/:campId/invitations': STAFF_MANAGERS,
  'POST /api/v4/admin-bookings/invitation/:invitationId/remove': STAFF_MANAGERS,
  'GET /api/v4/admin-bookings/booking/:bookingRef': STAFF_MANAGERS,
  'POST /api/v4/admin-bookings/booking/:bookingRef/days/add': STAFF_MANAGERS,
  'POST /api/v4/admin-bookings/booking/:bookingRef/days/remove': STAFF_MANAGERS,
  'POST /api/v4/admin-bookings/booking/:bookingRef/cancel': STAFF_MANAGERS,

  // The financials summary's reports: money, so as the orders admin.
  'GET /api/v4/reporting/incomeanalysis': FINANCE_MANAGERS,
  'GET /api/v4/reporting/incomeanalysis.csv': FINANCE_MANAGERS,
  'GET /api/v4/reporting/:clientId/detail': FINANCE_MANAGERS,
  'GET /api/v4/reporting/:clientId/detail.csv': FINANCE_MANAGERS,
  'GET /api/v4/reporting/stripe-payout-details': FINANCE_MANAGERS,
  'GET /api/v4/reporting/schedule-capacity': FINANCE_MANAGERS,

  // Platform fees, the Health Check and feature toggles: money, so as the orders admin; the club's toggle and
  // dropdown settings: its organisers.
  'GET /api/settings/health-check': FINANCE_MANAGERS,
  'POST /api/settings/platform-fees': FINANCE_MANAGERS,
  'POST /api/settings/platform-fees/pass-on': FINANCE_MANAGERS,
  'GET /api/settings/payment-secures-booking': FINANCE_MANAGERS,
  'GET /api/settings/features/:feature': FINANCE_MANAGERS,
  'POST /api/settings/features/toggle': FINANCE_MANAGERS,
  'POST /api/settings/sms': FINANCE_MANAGERS,
  'POST /api/settings/listing': FINANCE_MANAGERS,
  'GET /api/settings/toggles': STAFF_MANAGERS,
  'POST /api/settings/dropdown/:value': STAFF_MANAGERS,
  // Club settings (modules/club-settings, pay-settings.*): payment details and setup fees are money (financial access); policies
  // and photo permissions the club's managers; what parents are told about paying, anyone signed in; the
  // club's card-provider subscription id read by its managers and support, reset and restored by support only.
  'GET /api/settings/payment-settings': FINANCE_MANAGERS,
  'POST /api/settings/payment-settings': FINANCE_MANAGERS,
  'PUT /api/settings/payment-settings': FINANCE_MANAGERS,
  'POST /api/settings/payment-instructions': FINANCE_MANAGERS,
  'GET /api/settings/how-to-pay': SIGNED_IN,
  'POST /api/settings/policy/terms-and-conditions': STAFF_MANAGERS,
  'POST /api/settings/policy/privacy': STAFF_MANAGERS,
  'GET /api/settings/photo-permissions': STAFF_MANAGERS,
  'POST /api/settings/reset-setup-fees': FINANCE_MANAGERS,
  'GET /api/settings/setup-fee-contacts': FINANCE_MANAGERS,
  'POST /api/settings/create-setup-fees': FINANCE_MANAGERS,
  'GET /rest/v1/client/settings/subscription': ['organiser', 'organiserWithoutFinance', 'support', 'platformManager'],
  'POST /rest/v1/client/settings/reset-stripe-subscription': ['support'],
  'POST /rest/v1/client/settings/restore-stripe-subscription': ['support'],
  // The club profile: the club's organisers (and franchise managers) and platform managers; its logo is public.
  'GET /api/settings/client-settings': STAFF_MANAGERS,
  'POST /api/settings/client-settings': STAFF_MANAGERS,
  'GET /api/settings/themes': STAFF_MANAGERS,
  'POST /api/settings/theme': STAFF_MANAGERS,
  'POST /api/settings/logo': STAFF_MANAGERS,
  'GET /api/client/timezone': STAFF_MANAGERS,
  'POST /api/client/timezone': STAFF_MANAGERS,
  'GET /api/v4/public/logos/:logoFile': EVERYONE,
  'GET /api/v4/public/sales-calculator': EVERYONE,
  // Creating a club (modules/onboarding): anyone signed in creates one on the platform's site; the sign-up's
  // single-use link signs its creator in on the club's site; the details step and payments are its organisers'.
  'POST /api/subdomain-status-check': SIGNED_IN,
  'POST /api/new-client': SIGNED_IN,
  'POST /api/beta-country-sign-up': EVERYONE,
  'GET /api/new-client/continue': EVERYONE,
  'GET /api/client/sign-up/details': STAFF_MANAGERS,
  'POST /api/client/sign-up/club-name': STAFF_MANAGERS,
  'POST /api/client/sign-up/details': STAFF_MANAGERS,
  'GET /api/v4/client/account/status': FINANCE_MANAGERS,
  'POST /api/v4/client/connect-account-url': FINANCE_MANAGERS,

  // Messaging (modules/messaging): the club's staff compose and send (a coach: service messages to their runs'
  // families, which the handler decides per run); everyone signed in reads their own inbox.
  'POST /api/messaging/preview': ['coach', ...STAFF_MANAGERS],
  'POST /api/messaging/send': ['coach', ...STAFF_MANAGERS],
  'GET /api/messaging/logs': ['coach', ...STAFF_MANAGERS],
  'POST /api/messaging/unsubscribe/:token': EVERYONE, // the token is the proof (RFC 8058: no sign-in)
  'GET /api/messaging/settings': STAFF_MANAGERS,
  'PUT /api/messaging/settings': STAFF_MANAGERS,
  // Twilio's webhooks: its signature (X-Twilio-Signature) is the proof, checked by the handler (403 without).
  'POST /api/messaging/sms/status': EVERYONE,
  'POST /api/messaging/sms/inbound': EVERYONE,
  'GET /api/v4/people/parent/messages/:offset/:limit': SIGNED_IN,
  'POST /api/v4/people/messages/read': SIGNED_IN,
  'GET /api/v4/people/messaging/marketing': SIGNED_IN,
  'PUT /api/v4/people/messaging/marketing': SIGNED_IN,

  // Registered only outside production (the walk runs as NODE_ENV=test).
  'GET /api/dev/sms-outbox': EVERYONE,
  'GET /api/dev/mailbox': EVERYONE,
  'GET /dev/mailbox': EVERYONE,
};

/**
 * Routes about one club's data, which exist only on that club's host (scope 'club'); every other
 * route works on any host (scope 'platform'). A new club route needs a line here too.
 */
const CLUB_ROUTES = [
  'GET /api/settings/payment-settings',
  'POST /api/settings/payment-settings',
  'PUT /api/settings/payment-settings',
  'POST /api/settings/payment-instructions',
  'GET /api/settings/how-to-pay',
  'POST /api/settings/policy/terms-and-conditions',
  'POST /api/settings/policy/privacy',
  'GET /api/settings/photo-permissions',
  'POST /api/settings/reset-setup-fees',
  'GET /api/settings/setup-fee-contacts',
  'POST /api/settings/create-setup-fees',
  'GET /rest/v1/client/settings/subscription',
  'POST /rest/v1/client/settings/reset-stripe-subscription',
  'POST /rest/v1/client/settings/restore-stripe-subscription',
  'GET /api/v4/public/schedule/current',
  'GET /api/v4/public/run/:runId',
  'GET /api/v4/public/camp/:campId',
  'GET /api/v4/public/term/:termId',
  'GET /rest/v1/policy/terms-and-conditions',
  'GET /rest/v1/policy/privacy',
  'GET /api/v4/client/staff',
  'POST /api/v4/client/staff/invite',
  'POST /api/v4/client/staff/:staffId/deactivate',
  'POST /api/v4/client/staff/:staffId/revoke',
  'POST /api/v4/client/staff/:staffId/restore',
  'POST /api/v4/client/staff/:staffId/role',
  'POST /api/v4/client/staff/:staffId/financial-access',
  'POST /api/v4/client/staff/:staffId/invitation/resend',
  'POST /api/v4/client/staff/:staffId/invitation/cancel',
  'GET /api/v4/schedule/terms',
  'GET /api/v4/schedule/venues',
  'POST /api/v4/schedule/terms',
  'POST /api/v4/schedule/terms/:termId',
  'POST /api/v4/schedule/terms/:termId/rerun/preview',
  'POST /api/v4/schedule/terms/:termId/rerun',
  'POST /api/v4/schedule/terms/:termId/delete',
  'POST /api/v4/schedule/runs',
  'POST /api/v4/schedule/runs/:runId',
  'POST /api/v4/schedule/runs/:runId/delete',
  'POST /api/v4/schedule/runs/:runId/publish',
  'POST /api/v4/schedule/runs/:runId/unpublish',
  'GET /api/v4/schedule/runs/:runId/sessions',
  'GET /api/v4/schedule/runs/:runId/sessions/:sessionId',
  'POST /api/v4/schedule/runs/:runId/add-date',
  'POST /api/v4/schedule/runs/:runId/sessions/:sessionId/cancel',
  'POST /api/v4/schedule/runs/:runId/sessions/:sessionId/restore',
  'POST /api/v4/schedule/terms/:termId/publish',
  'POST /api/v4/schedule/venues',
  'POST /api/v4/schedule/venues/:venueId',
  'POST /api/v4/schedule/venues/:venueId/delete',
  'GET /api/v4/schedule/camps',
  'GET /api/v4/camps/schedule',
  'GET /api/v4/camps/:campId',
  'GET /api/v4/camps/:campId/weeks',
  'GET /api/v4/camps/:campId/week/:weekId/days',
  'GET /api/v4/camps/:campId/week/:weekId/day/:dayOfWeek/bookings',
  'POST /api/v4/camps/:campId/week/:weekId/day/:dayOfWeek/attendance',
  'GET /api/v4/camps/:campId/week/:weekId/register.csv',
  'GET /api/v4/camps/:campId/emergency-contacts',
  'GET /api/v4/client/booking-settings',
  'PUT /api/v4/client/booking-settings',
  'GET /api/v4/client/discount-codes',
  'GET /api/v4/client/discount-codes/:discountCodeId',
  'POST /api/v4/client/discount-codes',
  'POST /api/v4/client/discount-codes/:discountCodeId',
  'POST /api/v4/client/discount-codes/:discountCodeId/pause',
  'POST /api/v4/client/discount-codes/:discountCodeId/resume',
  'POST /api/v4/client/discount-codes/:discountCodeId/delete',
  'GET /api/v4/client/subscriptions',
  'GET /api/v4/client/subscriptions/:subscriptionId',
  'POST /api/v4/client/subscriptions/:subscriptionId/pause',
  'POST /api/v4/client/subscriptions/:subscriptionId/resume',
  'POST /api/v4/client/subscriptions/:subscriptionId/cancel',
  'POST /api/v4/client/subscriptions/:subscriptionId/cancel-with-places',
  'POST /api/v4/client/subscriptions/:subscriptionId/cancel-at-period-end',
  'POST /api/v4/client/subscriptions/:subscriptionId/reactivate',
  'POST /api/v4/client/subscriptions/:subscriptionId/update-plan',
  'POST /api/v4/client/subscriptions/:subscriptionId/trial',
  'GET /api/v4/client/subscriptions/summary',
  'GET /api/v4/client/subscriptions/plans',
  'POST /api/v4/client/subscriptions/:subscriptionId/cover-payments',
  'POST /api/v4/client/subscriptions/:subscriptionId/refund-charge',
  'POST /api/v4/client/subscriptions/:subscriptionId/prompt',
  'POST /api/v4/client/subscriptions/:subscriptionId/unreject',
  'GET /api/v4/camps/:campId/emergency-contacts.csv',
  'POST /api/v4/camps',
  'POST /api/v4/camps/:campId',
  'POST /api/v4/camps/update/instanceGroups/label',
  'POST /api/v4/camps/:campId/delete',
  'POST /api/v4/camps/:campId/publish',
  'POST /api/v4/camps/:campId/unpublish',
  'GET /api/v4/camps/:campId/register',
  'GET /api/v4/camps/:campId/details',
  'GET /api/v4/camps/count/bookings',
  'GET /api/v4/camps/count/paid',
  'GET /api/v4/camps/count/due',
  'GET /api/v4/camps/edit/booking/:bookingId',
  'GET /api/v4/camps/edit/booking/:bookingId/price',
  'POST /api/v4/camps/edit/booking/amend',
  'POST /api/v4/camps/edit/run-instance',
  'POST /api/v4/camps/edit/run-instance/type',
  'PUT /api/v4/camps/edit/run-instance/:runInstanceId',
  'POST /api/v4/camps/instance-group',
  'POST /api/v4/camps/instance-group/update',
  'POST /api/v4/people/child/add',
  'GET /api/v4/people/:personId/club/connection',
  'POST /api/v4/people/person/photo-permissions',
  'POST /api/v4/people/person/update-photo-permissions',
  'GET /api/v4/parent/basket',
  'POST /api/v4/parent/basket/add',
  'POST /api/v4/parent/basket/:itemUuid/remove',
  'POST /api/orders/order/create',
  'POST /rest/v1/payments/book',
  'GET /api/orders/order/:uuid',
  'GET /api/v4/parent/orders/awaiting-payment',
  'POST /api/v4/parent/orders/:uuid/cancel',
  'POST /api/bookings/waiting-list/join',
  'POST /api/bookings/waiting-list/leave',
  'POST /api/bookings/cancel',
  'GET /api/registers/waiting-list/:runId',
  'POST /api/registers/waiting-list/move',
  'POST /api/registers/waiting-list/offer',
  'GET /api/v4/registers',
  'GET /api/v4/client/quick-info',
  'GET /api/v4/registers/run/:runId',
  'POST /api/v4/registers/run/:runId/session/:sessionId/attendance',
  'POST /api/v4/registers/run/:runId/coaches/add',
  'POST /api/v4/registers/run/:runId/coaches/remove',
  'POST /api/v4/registers/camp/:campId/coaches/add',
  'POST /api/v4/registers/camp/:campId/coaches/remove',
  'GET /api/v4/registers/run/:runId/export.csv',
  'POST /api/v4/registers/run/:runId/rebook',
  'GET /api/contacts/all-contacts',
  'GET /api/v4/contacts/export.csv',
  'GET /api/v4/contacts/:parentId',
  'POST /api/v4/contacts/:parentId/child/:childId',
  'POST /api/v4/contacts/:parentId/remove',
  'POST /api/v4/contacts/add',
  'GET /api/v4/orders',
  'GET /api/v4/orders/outstanding',
  'GET /api/v4/orders/order/:orderId',
  'POST /api/v4/orders/order/:orderId/refund',
  'POST /api/v4/orders/setup-fee/:childId',
  'POST /api/v4/orders/order/custom',
  'POST /api/v4/orders/order/:orderId/invoice',
  'POST /api/v4/orders/outstanding/invoice',
  'POST /api/v4/admin-bookings/run/:runId',
  'POST /api/v4/admin-bookings/camp/:campId',
  'POST /api/v4/admin-bookings/run/:runId/invite',
  'GET /api/v4/admin-bookings/run/:runId/invitations',
  'POST /api/v4/admin-bookings/camp/:campId/invite',
  'GET /api/v4/admin-bookings/camp/:campId/invitations',
  'POST /api/v4/admin-bookings/invitation/:invitationId/remove',
  'GET /api/v4/admin-bookings/booking/:bookingRef',
  'POST /api/v4/admin-bookings/booking/:bookingRef/days/add',
  'POST /api/v4/admin-bookings/booking/:bookingRef/days/remove',
  'POST /api/v4/admin-bookings/booking/:bookingRef/cancel',
  'GET /api/v4/reporting/incomeanalysis',
  'GET /api/v4/reporting/incomeanalysis.csv',
  'GET /api/v4/reporting/:clientId/detail',
  'GET /api/v4/reporting/:clientId/detail.csv',
  'GET /api/v4/reporting/stripe-payout-details',
  'GET /api/v4/reporting/schedule-capacity',
  'GET /api/settings/health-check',
  'POST /api/settings/platform-fees',
  'POST /api/settings/platform-fees/pass-on',
  'GET /api/settings/payment-secures-booking',
  'GET /api/settings/features/:feature',
  'POST /api/settings/features/toggle',
  'POST /api/settings/sms',
  'POST /api/settings/listing',
  'GET /api/settings/toggles',
  'POST /api/settings/dropdown/:value',
  'GET /api/v4/people/bookings/all/:offset/:limit',
  'GET /api/v4/people/bookings/current/feed',
  'GET /api/v4/people/bookings/:clientId/:bookingId',
  'GET /api/v4/people/waiting-lists',
  'GET /api/payments/orders/:uuid',
  'POST /rest/v1/payments/pay',
  'POST /rest/v1/payments/post-pay',
  'POST /api/v4/parent/payments/:orderUuid/pay/:token',
  'POST /api/v4/parent/payments/pay',
  'GET /api/v4/parent/payments/payment-settings',
  'POST /sandbox/v1/payment_methods',
  'POST /sandbox/v1/tokens',
  'POST /sandbox/v1/intents/:id/authenticate',
  'POST /sandbox/v1/subscriptions/:id/renew',
  'POST /rest/v1/payments/subscribe',
  'POST /rest/v1/payments/post-subscribe',
  'POST /api/v4/parent/subscriptions/outstanding',
  'POST /api/v4/parent/subscriptions/outstanding/invoices',
  'POST /api/v4/parent/subscriptions/outstanding/pay',
  'POST /api/v4/parent/subscriptions/outstanding/update-default-card-client',
  'POST /api/v4/parent/subscriptions/all',
  'POST /api/v4/parent/subscriptions/all/detail',
  'POST /api/v4/parent/subscriptions/all/cancel',
  'POST /api/v4/parent/subscriptions/all/reactivate',
  'GET /rest/v1/payments/payment-methods',
  'GET /api/v4/people/person/saved-cards',
  'POST /rest/v1/payments/create-payment-method',
  'POST /api/v4/parent/payments/saved-cards/add',
  'POST /api/v4/people/add_new_payment_method',
  'POST /api/v4/parent/payments/saved-cards/delete',
  'GET /api/settings/client-settings',
  'POST /api/settings/client-settings',
  'GET /api/settings/themes',
  'POST /api/settings/theme',
  'POST /api/settings/logo',
  'GET /api/client/timezone',
  'POST /api/client/timezone',
  'GET /api/new-client/continue',
  'GET /api/client/sign-up/details',
  'POST /api/client/sign-up/club-name',
  'POST /api/client/sign-up/details',
  'GET /api/v4/client/account/status',
  'POST /api/v4/client/connect-account-url',
  'POST /api/messaging/preview',
  'POST /api/messaging/send',
  'GET /api/messaging/logs',
  'POST /api/messaging/unsubscribe/:token',
  'GET /api/messaging/settings',
  'PUT /api/messaging/settings',
  'GET /api/v4/people/messaging/marketing',
  'PUT /api/v4/people/messaging/marketing',
];

/**
 * Club routes answering the caller's own things at the Host's club, each with the list it answers:
 * off demo, they show none of demo's.
 */
const OWN_AT_CLUB: Record<string, (body: never) => unknown[]> = {
  // What the Host's club tells its parents about paying: riverside accepts no method, so none of demo's.
  'GET /api/settings/how-to-pay': (body: { methods: unknown[] }) => body.methods,
  'GET /api/v4/parent/basket': (body: { items: unknown[] }) => body.items,
  'GET /api/v4/parent/orders/awaiting-payment': (body: { data: unknown[] }) => body.data,
  'GET /api/v4/people/bookings/all/:offset/:limit': (body: { bookings: unknown[] }) => body.bookings,
  'GET /api/v4/people/bookings/current/feed': (body: { sessions: unknown[] }) => body.sessions,
  'GET /api/v4/people/waiting-lists': (body: { data: unknown[] }) => body.data,
  'POST /api/v4/parent/subscriptions/outstanding': (body: { data: { hasOutstanding: boolean } }) =>
    body.data.hasOutstanding ? [body.data] : [],
  'POST /api/v4/parent/subscriptions/outstanding/invoices': (body: { data: unknown[] }) => body.data,
  // Nothing outstanding there, so nothing paid.
  'POST /api/v4/parent/subscriptions/outstanding/pay': (body: { data: { paid: number } }) =>
    body.data.paid > 0 ? [body.data] : [],
  'POST /api/v4/parent/subscriptions/all': (body: { data: unknown[] }) => body.data,
  'GET /rest/v1/payments/payment-methods': (body: { data: unknown[] }) => body.data,
  'GET /api/v4/people/person/saved-cards': (body: { data: unknown[] }) => body.data,
  // The person's own choice of riverside's marketing: unsubscribed from nothing there, whatever they chose at demo.
  'GET /api/v4/people/messaging/marketing': (body: { email: boolean; sms: boolean }) =>
    (['email', 'sms'] as const).filter((channel) => !body[channel]),
};

/** Routes plugins register under a prefix (API docs; the built web app's assets when present): public pages. */
const PLUGIN_PREFIXES: Record<string, Identity[]> = { 'GET /api/docs': EVERYONE, 'GET /vue/prod/': EVERYONE };

/**
 * A value for each path parameter that names nothing, so no call changes anything: a granted
 * call answers 404 or 400, a refused one 401 or 403. A new parameter needs a value here.
 */
const PARAM_SAMPLES: Record<string, string> = {
  runId: '999999',
  sessionId: '999999',
  campId: '999999',
  weekId: '999999',
  dayOfWeek: '1',
  termId: '999999',
  staffId: '999999',
  subscriptionId: '999999',
  personId: '999999',
  itemUuid: '00000000-0000-4000-8000-000000000000',
  uuid: '00000000-0000-4000-8000-000000000000',
  clientId: '999999',
  bookingId: '999999',
  runInstanceId: '999999',
  parentId: '999999',
  orderId: '999999',
  childId: '999999',
  offset: '0',
  limit: '20',
  role: 'parent',
  orderUuid: '00000000-0000-4000-8000-000000000000',
  bookingRef: '00000000-0000-4000-8000-000000000000',
  invitationId: '999999',
  venueId: '999999',
  discountCodeId: '999999',
  token: 'tok_none',
  id: 'pi_none',
  feature: 'no-such-feature',
  value: 'no-such-value',
  logoFile: 'no-such-logo.png',
  '*': 'nothing-here',
};

/** The last route each identity calls: it ends the session. */
const ENDS_SESSION = 'POST /api/auth/logout';

function expectedFor(key: string): Identity[] | undefined {
  if (TABLE[key]) return TABLE[key];
  const prefix = Object.keys(PLUGIN_PREFIXES).find((p) => key.startsWith(p));
  return prefix ? PLUGIN_PREFIXES[prefix] : undefined;
}

function sampleUrl(url: string, samples: Record<string, string> = PARAM_SAMPLES): string {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = samples[name ?? '*'];
    if (!value) throw new Error(`add a sample value for ${whole} (in ${url}) to PARAM_SAMPLES`);
    return value;
  });
}

/** The AuthContext an identity has on demo's site, for isGranted. */
function authOf(identity: Identity): AuthContext | null {
  const spec = IDENTITIES[identity];
  if (!spec) return null;
  const s = spec as {
    clubRoles?: ClubRole[];
    financialAccess?: boolean;
    isSupport?: boolean;
    isPlatformManager?: boolean;
  };
  return {
    sessionId: identity,
    user: {
      id: 0,
      email: identity,
      firstName: identity,
      lastName: '',
      isSupport: s.isSupport ?? false,
      isPlatformManager: s.isPlatformManager ?? false,
    },
    impersonator: null,
    clubRoles: s.clubRoles ?? [],
    financialAccess: s.financialAccess ?? false,
  };
}

describe('isGranted', () => {
  it.each([
    ['public', EVERYONE],
    ['signed-in', SIGNED_IN],
    [{ roles: ['organiser', 'platform_manager'] }, STAFF_MANAGERS],
    [{ roles: ['organiser', 'platform_manager'], financial: true }, FINANCE_MANAGERS],
    [{ roles: ['coach', 'organiser'] }, ['coach', 'organiser', 'organiserWithoutFinance']],
    [{ roles: ['support'] }, ['support']],
    [{ roles: ['support'], financial: true }, ['support']],
    [{ roles: ['organiser'], financial: true }, ['organiser']],
    [{ roles: ['parent'] }, ['parent']],
  ] as const)('%j lets in exactly %j', (access, granted) => {
    const actual = EVERYONE.filter((identity) => isGranted(access as never, authOf(identity)));
    expect(actual).toEqual(granted);
  });
});

// On one driver (httpLayerDriver says why): access is decided before any SQL, tenancy by the same SQL on both.
describe('the authorisation walk', () => {
  let t: TestApp;
  const cookies: Partial<Record<Identity, string>> = {};
  type Route = { method: string; url: string; key: string; access: unknown; scope: string };
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp(httpLayerDriver);
    await createPerson(t, {
      email: 'organiser-no-finance@example.com',
      memberships: [{ club: 'demo', role: 'organiser', financialAccess: false }],
    });
    await createPerson(t, { email: 'platform-manager@example.com', isPlatformManager: true });
    const logins: Record<Exclude<Identity, 'nobody'>, [string, string]> = {
      parent: ['demo', DEMO.parent],
      coach: ['demo', DEMO.coach],
      organiser: ['demo', DEMO.organiser],
      organiserWithoutFinance: ['demo', 'organiser-no-finance@example.com'],
      support: ['demo', DEMO.support],
      platformManager: ['demo', 'platform-manager@example.com'],
      otherClubOrganiser: ['riverside', DEMO.riversideOrganiser],
    };
    for (const [identity, [club, email]] of Object.entries(logins))
      cookies[identity as Identity] = await t.signIn(club, email);
    routes = t.app.routeAccess
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }))
      .sort((a, b) => Number(a.key === ENDS_SESSION) - Number(b.key === ENDS_SESSION));
  });
  afterAll(() => t.close());

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const keys = routes.map((r) => r.key);
    expect(
      keys.filter((k) => !expectedFor(k)),
      'routes with no row in TABLE',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((k) => !keys.includes(k)),
      'rows of TABLE naming no route',
    ).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(Object.keys(TABLE).length);
  });

  it("each route's declared access grants exactly the identities of its row", () => {
    const disagreements = routes.flatMap((r) => {
      const declared = EVERYONE.filter((identity) => isGranted(r.access as never, authOf(identity)));
      const expected = expectedFor(r.key) ?? [];
      return JSON.stringify(declared) === JSON.stringify(expected)
        ? []
        : [
            `${r.key}: declares ${JSON.stringify(r.access)}, which lets in ${declared.join(', ')}; the table says ${expected.join(', ')}`,
          ];
    });
    expect(disagreements).toEqual([]);
  });

  it("the identities hold the roles the walk assumes, on demo's site", async () => {
    for (const identity of SIGNED_IN) {
      const auth = authOf(identity)!;
      const platform = [
        ...(auth.user.isSupport ? ['support'] : []),
        ...(auth.user.isPlatformManager ? ['platform_manager'] : []),
      ];
      expect((await whoAmI(t, cookies[identity], 'demo')).roles, identity).toEqual([...auth.clubRoles, ...platform]);
    }
  });

  it.each(EVERYONE)(
    'every route answers %s as the table says',
    async (identity) => {
      const wrong: string[] = [];
      for (const route of routes) {
        const granted = (expectedFor(route.key) ?? []).includes(identity);
        const res = await t.request({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          cookie: cookies[identity],
          body: route.method === 'GET' ? undefined : {},
        });
        const refusedAs = identity === 'nobody' ? 401 : 403;
        const ok = granted
          ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
          : res.statusCode === refusedAs;
        if (!ok)
          wrong.push(
            `${route.key}: ${res.statusCode} (expected ${granted ? 'access' : refusedAs}) ${res.body.slice(0, 120)}`,
          );
      }
      expect(wrong).toEqual([]);
    },
    180_000,
  ); // About 250 requests: seconds on a quiet machine, over a minute on a busy one.

  describe('club routes, off their club', () => {
    const clubRoutes = () => routes.filter((r) => CLUB_ROUTES.includes(r.key));
    /** Fresh sessions: the walk above ended its own. */
    const fresh: { organiser?: string; platformManager?: string } = {};
    beforeAll(async () => {
      fresh.organiser = await t.signIn('demo', DEMO.organiser);
      fresh.platformManager = await t.signIn('demo', 'platform-manager@example.com');
      expect((await whoAmI(t, fresh.organiser, 'demo')).roles).toEqual(['organiser']);
    });
    const call = (route: Route, club: string | null, cookie?: string, samples?: Record<string, string>) =>
      t.request({
        method: route.method as 'GET',
        club,
        url: sampleUrl(route.url, samples),
        cookie,
        body: route.method === 'GET' ? undefined : {},
      });

    it('each route declares the scope the list says', () => {
      expect(
        routes
          .filter((r) => r.scope === 'club')
          .map((r) => r.key)
          .sort(),
      ).toEqual([...CLUB_ROUTES].sort());
    });

    it.each([
      ['the platform host', null],
      ["an unknown club's host", 'no-such-club'],
    ])('every club route answers 404 on %s, signed in or not', async (_, club) => {
      const wrong: string[] = [];
      for (const route of clubRoutes()) {
        for (const cookie of [undefined, fresh.organiser, fresh.platformManager]) {
          const res = await call(route, club, cookie);
          if (res.statusCode !== 404) wrong.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it("demo's organiser, on riverside's host, reaches nothing of demo's", async () => {
      const schedule: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
      const coachMembership = await queryOne<{ id: number }>(
        t,
        sql`
        select m.id from memberships m join users u on u.id = m.user_id join clubs c on c.id = m.club_id
        where u.email = ${DEMO.coach} and c.subdomain = 'demo' and m.role = 'coach'`,
      );
      const demoIds: Record<string, string> = {
        runId: String(schedule.terms[0].runs[0].runId),
        sessionId: String((await queryOne<{ id: number }>(t, sql`select id from run_sessions order by id limit 1`)).id),
        termId: String(schedule.terms[0].termId),
        campId: String(schedule.camps[0].campId),
        venueId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`select v.id from venues v join clubs c on c.id = v.club_id where c.subdomain = 'demo' order by v.id limit 1`,
            )
          ).id,
        ),
        weekId: String(schedule.camps[0].weeks[0].instanceGroupId),
        runInstanceId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`select d.id from camp_days d join clubs c on c.id = d.club_id where c.subdomain = 'demo' order by d.id limit 1`,
            )
          ).id,
        ),
        dayOfWeek: '1',
        staffId: String(coachMembership.id),
        personId: String(
          (await queryOne<{ id: number }>(t, sql`select child_id as id from club_children order by id limit 1`)).id,
        ),
        // The demo has no baskets, orders or payments: these name nothing on either host.
        itemUuid: PARAM_SAMPLES.itemUuid,
        uuid: PARAM_SAMPLES.uuid,
        orderUuid: PARAM_SAMPLES.orderUuid,
        // A marketing email's unsubscribe token of demo's (the payment route's token takes it as a wrong one).
        token: await demoUnsubscribeToken(t),
        id: PARAM_SAMPLES.id,
        clientId: String((await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id),
        bookingId: String((await queryOne<{ id: number }>(t, sql`select id from bookings order by id limit 1`)).id),
        bookingRef: (
          await queryOne<{ ref: string }>(t, sql`select booking_ref as ref from bookings order by id limit 1`)
        ).ref,
        orderId: PARAM_SAMPLES.orderId,
        discountCodeId: String(
          (
            await queryOne<{ id: number }>(
              t,
              sql`select d.id from discount_codes d join clubs c on c.id = d.club_id where c.subdomain = 'demo' limit 1`,
            )
          ).id,
        ),
        // The demo has no invitations: this names nothing on either host.
        invitationId: PARAM_SAMPLES.invitationId,
        subscriptionId: PARAM_SAMPLES.subscriptionId,
        childId: String(
          (await queryOne<{ id: number }>(t, sql`select child_id as id from club_children order by id limit 1`)).id,
        ),
        offset: PARAM_SAMPLES.offset,
        limit: PARAM_SAMPLES.limit,
        // Settings' keys: demo's and riverside's alike; only the host's club is ever read or changed.
        feature: 'beta-payment-secures-booking',
        value: '1',
        parentId: String(
          (await queryOne<{ id: number }>(t, sql`select id from users where email = ${DEMO.parent}`)).id,
        ),
      };
      const wrong: string[] = [];
      for (const route of clubRoutes()) {
        const res = await call(route, 'riverside', fresh.organiser, demoIds);
        const isPublic = expectedFor(route.key)?.includes('nobody');
        const ownList = OWN_AT_CLUB[route.key];
        if (ownList) {
          // The organiser's own basket (bookings…) at riverside: there, and empty.
          if (res.statusCode !== 200 || ownList(res.json() as never).length !== 0) {
            wrong.push(`${route.key}: ${res.statusCode}`);
          }
        } else if (!isPublic) {
          // A route taking a body refuses the walk's empty one (400) before it reads anything.
          const refused =
            [401, 403, 404].includes(res.statusCode) || (route.method !== 'GET' && res.statusCode === 400);
          if (!refused) wrong.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        } else if (route.url.includes(':')) {
          // The same ids name demo's rows on demo's host, and nothing on riverside's.
          const atDemo = await call(route, 'demo', fresh.organiser, demoIds);
          if (atDemo.statusCode !== 200 || res.statusCode !== 404) {
            wrong.push(`${route.key}: demo ${atDemo.statusCode}, riverside ${res.statusCode}`);
          }
        } else if (route.key === 'GET /api/new-client/continue') {
          // A new club's single-use sign-in link: without a live one for this club it signs nobody in.
          if (res.statusCode !== 303 || !String(res.headers.location).startsWith('/login'))
            wrong.push(`${route.key}: ${res.statusCode}`);
        } else {
          // A public read answers riverside's data, whoever asks, never demo's.
          const anonymous = await call(route, 'riverside');
          const atDemo = await call(route, 'demo');
          const isRiversides = res.statusCode === 200 && res.body === anonymous.body && res.body !== atDemo.body;
          if (!isRiversides) wrong.push(`${route.key}: ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
      const coach = sql`select status, role from memberships where id = ${coachMembership.id}`;
      expect(await queryOne(t, coach)).toEqual({ status: 'active', role: 'coach' });
    });
  });
});

/** An unsubscribe token of a demo parent's, in a marketing message of demo's: it names something on demo's host only. */
async function demoUnsubscribeToken(t: TestApp): Promise<string> {
  const token = 'walk_unsubscribe_token_000000000000000000000';
  await t.db.execute(sql`with message as (
      insert into messages (club_id, author_name, audience_kind, audience_id, audience_label, purpose, by_email, by_sms,
        subject, body, idempotency_key, status, created_at)
      select id, 'Walk', 'person', 1, 'Walk', 'marketing', true, false, 'Walk', 'Walk', 'walk', 'sent', now()
      from clubs where subdomain = 'demo' returning id, club_id)
    insert into message_recipients (club_id, message_id, user_id, idempotency_key, email_status, subject, text, html,
      sms_text, unsubscribe_token, created_at)
    select message.club_id, message.id, users.id, 'walk', 'sent', 'Walk', 'Walk', 'Walk', 'Walk', ${token}, now()
    from message, users where users.email = ${DEMO.parent}`);
  return token;
}
