import { isCanonicalId } from './rules/ids.js';
import type { Me } from './api/auth.js';
import type { Bootstrap } from './api/clubs.js';
import type { Role } from './api/roles.js';
import { CONTRACT_PAGE_PATH } from './rules/contract-page.js';
import { isClubStaff, managesClub, managesSchedule, managesStaff } from './rules/staff-access.js';

/**
 * Who may open a page. The web's guards read it (visitors go to sign in and come back; people
 * without the role are told so); the API checks every call anyway, so a guard only spares people
 * a page that cannot work for them.
 */
export type PageAccess = 'public' | 'signed-in' | { readonly allow: (roles: readonly Role[]) => boolean };

export interface PageDefinition {
  /** React Router's pattern: `:name` is one segment, `:name?` an optional one, a last `*` anything below. */
  readonly path: string;
  /** Parameters that are ids: a path whose id is not a canonical id (`isCanonicalId`) is no page (the server answers 404). */
  readonly ids?: readonly string[];
  readonly access: PageAccess;
  /**
   * 'booking': a public booking page, where signed-in staff see the admin banner.
   * 'sign-in': a page of signing in or up (no 'Sign in' link in the header; the contract gate lets it be).
   */
  readonly kind?: 'booking' | 'sign-in';
  /**
   * The server renders the page, so a phone paints it from the HTML alone: a public page whose
   * content follows from its address and the answers the server embeds (never from what only the
   * browser knows, such as its storage or a navigation's state).
   */
  readonly serverRendered?: true;
  /** The page's route is called with the address's query (a search): the server renders its answer to that query. */
  readonly queryInput?: true;
}

const clubStaff = { allow: isClubStaff } as const;
const scheduleManagers = { allow: managesSchedule } as const;
const adminToolsUsers = {
  allow: (roles: readonly Role[]) => managesSchedule(roles) || roles.includes('support'),
} as const;
const signInPage = { access: 'public', kind: 'sign-in' } as const;
const platformStaff = {
  allow: (roles: readonly Role[]) => roles.includes('support') || roles.includes('platform_manager'),
} as const;
const bookingPage = { access: 'public', kind: 'booking', serverRendered: true } as const;

/** Every page of a club's site (`demo.example.com`). */
export const clubPages = {
  schedule: { path: '/', ...bookingPage },
  runInfo: { path: '/:runId/info', ids: ['runId'], ...bookingPage },
  campInfo: { path: '/camp/:campId', ids: ['campId'], ...bookingPage },
  termInfo: { path: '/term/:termId/:termName?', ids: ['termId'], ...bookingPage },
  /** The club's own policies (spec: GET /rest/v1/policy/…), linked from the payment page. */
  termsAndConditions: { path: '/policy/terms-and-conditions', access: 'public' },
  privacyPolicy: { path: '/policy/privacy', access: 'public' },
  dashboard: { path: '/dashboard', access: 'signed-in' },
  /** The parent's bookings, upcoming sessions and waiting lists at the club. */
  myBookings: { path: '/dashboard/bookings', access: 'signed-in' },
  /** The family's calendar link: their children's booked sessions at every club, as an iCal feed. */
  calendarLink: { path: '/dashboard/calendar', access: 'signed-in' },
  /** The family's answers to the club's registration questions, changed at any time. */
  myAnswers: { path: '/dashboard/answers', access: 'signed-in' },
  addChild: { path: '/dashboard/children/add', access: 'signed-in' },
  child: { path: '/dashboard/children/:personId', ids: ['personId'], access: 'signed-in' },
  editChild: { path: '/dashboard/children/:personId/edit', ids: ['personId'], access: 'signed-in' },
  /** The parent's saved cards at the club: add one, or go to delete one. */
  savedCards: { path: '/dashboard/details/me/cards', access: 'signed-in' },
  /** Confirming a saved card's deletion (`cardId`: the provider's `pm_…`, not one of our ids). */
  deleteSavedCard: { path: '/dashboard/details/me/cards/:cardId/delete', access: 'signed-in' },
  /** The parent's messages from every club, newest first (docs/messaging.md). */
  parentMessages: { path: '/dashboard/messages', access: 'signed-in' },
  /** The parent's monthly payment plans: places, next payment, card; cancel at the period's end, and undo. */
  myPaymentPlans: { path: '/dashboard/payment-plans', access: 'signed-in' },
  /** The parent's failed subscription payments: choose the card their plans charge, and pay what is owed. */
  outstandingPayments: { path: '/dashboard/payments/outstanding', access: 'signed-in' },
  bookRun: { path: '/:runId/book', ids: ['runId'], access: 'signed-in' },
  bookCamp: { path: '/camp/:campId/book', ids: ['campId'], access: 'signed-in' },
  joinWaitingList: { path: '/:runId/waiting-list', ids: ['runId'], access: 'signed-in' },
  basket: { path: '/basket', access: 'signed-in' },
  /** The club's registration questions the basket's places ask, before the basket (only while some are unanswered). */
  basketQuestions: { path: '/basket/questions', access: 'signed-in' },
  /** The spec's order view: where a booking or payment lands. */
  order: { path: '/order/:uuid', access: 'signed-in' },
  /** Paying a pending order: card, saved card or wallet (checkout leads here when there is an amount to pay). */
  payOrder: { path: '/order/:uuid/pay', access: 'signed-in' },
  cmsHome: { path: '/cms', access: clubStaff },
  staff: { path: '/cms/staff', access: { allow: managesStaff } },
  /** 'View Registers' and one run's register: any of the club's staff; the API decides per run (a coach: their runs). */
  registers: { path: '/cms/registers', access: clubStaff },
  register: { path: '/cms/register/:runId', ids: ['runId'], access: clubStaff },
  /** The schedule admin: terms with their runs; adding, changing and deleting them. */
  scheduleAdmin: { path: '/cms/schedule', access: scheduleManagers },
  addTerm: { path: '/cms/schedule/terms/add', access: scheduleManagers },
  editTerm: { path: '/cms/schedule/terms/edit/:termId', ids: ['termId'], access: scheduleManagers },
  rerunTerm: { path: '/cms/schedule/terms/:termId/rerun', ids: ['termId'], access: scheduleManagers },
  /** Auto-enrol: the term before's families matched to this term, their priority offers, and its priority windows. */
  autoEnrol: { path: '/cms/schedule/terms/:termId/auto-enrol', ids: ['termId'], access: scheduleManagers },
  /** `?termId=` chooses the term the run is added to. */
  /** The schedule admin with the delete dialog open for one term or run (the spec's delete URLs). */
  deleteTerm: { path: '/cms/schedule/term/:termId/delete', ids: ['termId'], access: scheduleManagers },
  deleteRun: { path: '/cms/schedule/runs/delete/:runId', ids: ['runId'], access: scheduleManagers },
  addRun: { path: '/cms/schedule/runs/add', access: scheduleManagers },
  editRun: { path: '/cms/schedule/runs/edit/:runId', ids: ['runId'], access: scheduleManagers },
  /** A run's dates: a one-off date added, a single session cancelled or put back on. */
  runSessions: { path: '/cms/schedule/runs/:runId/sessions', ids: ['runId'], access: scheduleManagers },
  /** The club's venues: listed (with what is held at each), added, changed and deleted. */
  venues: { path: '/cms/venues', access: scheduleManagers },
  addVenue: { path: '/cms/venues/add', access: scheduleManagers },
  editVenue: { path: '/cms/venues/edit/:venueId', ids: ['venueId'], access: scheduleManagers },
  /** The camps admin: `?step=details` (the default) or `weeks`; a camp week's register. */
  addCamp: { path: '/cms/camps/add', access: scheduleManagers },
  editCamp: { path: '/cms/camps/edit/:campId', ids: ['campId'], access: scheduleManagers },
  campEmergencyContacts: { path: '/cms/camps/:campId/emergency-contacts', ids: ['campId'], access: clubStaff },
  campRegister: { path: '/cms/camps/:campId/register/:weekId', ids: ['campId', 'weekId'], access: clubStaff },
  /** The orders admin: the club's managers (the API also asks for financial access, and the page says so). */
  adminOrders: { path: '/cms/orders', access: scheduleManagers },
  adminOrder: { path: '/cms/orders/:orderId', ids: ['orderId'], access: scheduleManagers },
  /** An order with lines of the club's own for one family: `?parentId=`. */
  newCustomOrder: { path: '/cms/orders/new', access: scheduleManagers },
  /** Contacts: the club's parents and their children (`?termId=`, `runId`, `campId`, `campWeekId`, `search`, `sort`, `page`). */
  paymentPlans: { path: '/cms/subscriptions', access: scheduleManagers },
  paymentPlan: { path: '/cms/subscriptions/:subscriptionId', ids: ['subscriptionId'], access: scheduleManagers },
  contacts: { path: '/cms/contacts', access: scheduleManagers },
  /** Adding a contact: `?step=1` the parent, `?step=2&parentId=` a child. */
  addContact: { path: '/cms/contacts/add', access: scheduleManagers },
  contact: { path: '/cms/contacts/:parentId', ids: ['parentId'], access: scheduleManagers },
  editContactChild: {
    path: '/cms/contacts/:parentId/child/:childId',
    ids: ['parentId', 'childId'],
    access: scheduleManagers,
  },
  /** Booking a run for a family (`?step=choose-child` the default, or `confirm&childId=&prorata=`), inviting families, a booking. */
  adminBookRun: { path: '/cms/book/run/:runId', ids: ['runId'], access: scheduleManagers },
  adminInviteRun: { path: '/cms/invite/run/:runId', ids: ['runId'], access: scheduleManagers },
  adminBooking: { path: '/cms/booking/:bookingRef', access: scheduleManagers },
  adminBookCamp: { path: '/cms/camps/:campId/book', ids: ['campId'], access: scheduleManagers },
  /** Inviting families to a camp (`?step=choose-emails` the default, or `preview`), and who was invited. */
  adminInviteCamp: { path: '/cms/camps/:campId/invite', ids: ['campId'], access: scheduleManagers },
  /** The financials summary: the club's managers (the API also asks for financial access, and the page says so). */
  financials: { path: '/cms/financials', access: scheduleManagers },
  /** The schedule page's analytics: views, filters used, each class's funnel to places booked (no financial access needed). */
  scheduleAnalytics: { path: '/cms/reports/schedule', access: scheduleManagers },
  /** Club Health Check, platform fees and SMS (the API asks for financial access; the page says so). */
  healthCheck: { path: '/cms/settings/health-check', access: scheduleManagers },
  /** The club's Sales Calculator (the same as the Health Check's modal). */
  salesCalculator: { path: '/cms/settings/sales-calculator', access: scheduleManagers },
  /** When parents may cancel online, and the club's setup fee. */
  bookingSettings: { path: '/cms/settings/booking', access: scheduleManagers },
  /** The club's discount codes: listed with their uses, added, changed, paused and deleted. */
  discountCodes: { path: '/cms/settings/discount-codes', access: scheduleManagers },
  addDiscountCode: { path: '/cms/settings/discount-codes/add', access: scheduleManagers },
  editDiscountCode: {
    path: '/cms/settings/discount-codes/edit/:discountCodeId',
    ids: ['discountCodeId'],
    access: scheduleManagers,
  },
  /** The club's toggle and dropdown settings. */
  clubOptions: { path: '/cms/settings/options', access: scheduleManagers },
  /** Grading trophies: the levels and badges of each class (with the club's switch on). */
  settingsTrophies: { path: '/cms/settings/trophies', access: scheduleManagers },
  /** The club's registration questions (asked when families book) and contact attributes (staff-only fields). */
  settingsRegistrationQuestions: { path: '/cms/settings/registration-questions', access: scheduleManagers },
  settingsContactAttributes: { path: '/cms/settings/contact-attributes', access: scheduleManagers },
  /** Club settings (issue 13): payments (the API also asks for financial access), policies, photo permissions. */
  settingsPayments: { path: '/cms/settings/payments', access: scheduleManagers },
  settingsTerms: { path: '/cms/settings/terms-and-conditions', access: scheduleManagers },
  settingsPrivacy: { path: '/cms/settings/privacy', access: scheduleManagers },
  settingsPhotoPermissions: { path: '/cms/settings/photo-permissions', access: scheduleManagers },
  /** The embeddable schedule: the snippet for the club's own website, and a live preview. */
  settingsEmbed: { path: '/cms/settings/embed', access: scheduleManagers },
  /** Setup-fee tools for the club's managers (financial access), the subscription reset for Clubroom support. */
  settingsAdminTools: { path: '/cms/settings/admin-tools', access: adminToolsUsers },
  /** The club profile: theme, logo, name, contact details, socials, time zone, listing. */
  clubProfile: { path: '/cms/settings/profile', access: scheduleManagers },
  /** Every settings page this person may open (support reach the admin tools from here). */
  clubSettings: { path: '/cms/settings', access: adminToolsUsers },
  /**
   * Creating a club, on its own site: the details step (name and phone), then setting up payments and their
   * overview. Its organisers, as the API allows (`onboardingApi`; payments also ask for financial access).
   */
  clubSignUpDetails: { path: '/cms/sign-up/details', access: { allow: managesStaff } },
  paymentSplash: { path: '/cms/transition/splash/payment', access: { allow: managesStaff } },
  paymentOverview: { path: '/cms/transition/payment/overview', access: { allow: managesStaff } },
  /**
   * The club's subscription to Clubroom (docs/payments.md, "The club pays the platform"): its settings, the page the
   * hosted checkout returns to (it polls until the subscription is active), and the sandbox's hosted checkout.
   */
  platformSubscription: { path: '/cms/settings/subscription', access: adminToolsUsers },
  platformSubscriptionReturn: { path: '/cms/settings/subscription/return', access: adminToolsUsers },
  sandboxCheckout: { path: '/sandbox/checkout/:sessionId', access: adminToolsUsers },
  /** A marketing email's unsubscribe link: a button that unsubscribes (a GET never does: link scanners open them). */
  unsubscribe: { path: '/unsubscribe/:token', access: 'public' },
  /**
   * Messaging (docs/messaging.md): the log; composing to the families of a run, its waiting list, a term, a camp,
   * a camp week or day (coaches: what they coach), to one person, to the contacts list's filter (its query string),
   * or a new message whose audience is chosen on the page (a date range).
   */
  messageLog: { path: '/cms/messages', access: clubStaff },
  messageNew: { path: '/cms/messages/new', access: scheduleManagers },
  messageRun: { path: '/cms/messages/send/run/:runId', ids: ['runId'], access: clubStaff },
  messageWaitingList: { path: '/cms/messages/send/waiting-list/:runId', ids: ['runId'], access: clubStaff },
  messageTerm: { path: '/cms/messages/send/term/:termId', ids: ['termId'], access: scheduleManagers },
  messageCamp: { path: '/cms/messages/send/camp/:campId', ids: ['campId'], access: clubStaff },
  messageCampWeek: { path: '/cms/messages/send/camp-week/:campWeekId', ids: ['campWeekId'], access: clubStaff },
  messageCampDay: { path: '/cms/messages/send/camp-day/:campDayId', ids: ['campDayId'], access: clubStaff },
  messagePerson: { path: '/cms/messages/send/person/:parentId', ids: ['parentId'], access: scheduleManagers },
  /** A message's recipients, each channel's status (a coach: their own messages). */
  messageRecipients: { path: '/cms/messages/:messageId', ids: ['messageId'], access: clubStaff },
  messageContacts: { path: '/cms/messages/send/contacts', access: scheduleManagers },
  signIn: { path: '/login', ...signInPage, serverRendered: true },
  magicLink: { path: '/login/link', ...signInPage },
  linkExpired: { path: '/login/link-expired', ...signInPage },
  checkEmail: { path: '/login/check-email', ...signInPage },
  signInError: { path: '/login/error', ...signInPage },
  signUp: { path: '/signup', ...signInPage },
  verifyEmail: { path: '/signup/verify', ...signInPage },
  forgotPassword: { path: '/forgot-password', ...signInPage },
  resetPassword: { path: '/reset-password', ...signInPage },
  /** Signed-in only, but it checks that itself: a visitor signs in and goes on to `next`, not back here. */
  termsUpdate: { path: CONTRACT_PAGE_PATH, access: 'public' },
} as const satisfies Record<string, PageDefinition>;

/**
 * Parts of a club's site being built page by page: the server answers any path below them with
 * the app (200), which shows its not-found page until that page exists.
 */
export const clubSections = ['/order', '/cms', '/dashboard'] as const;

/** Every page of the platform's own site (the bare base domain). */
export const platformPages = {
  home: { path: '/', access: 'public' },
  /** The listing site's search (`?postcode=&radius=&age=&day=&time=&activity=`): classes and camps of every listed club. */
  search: { path: '/search', access: 'public', serverRendered: true, queryInput: true },
  /** The customer Sales Calculator: for clubs thinking of joining (the platform's customers), no sign-in. */
  customerSalesCalculator: { path: '/sales-calculator', access: 'public' },
  /** 'Create a club': a visitor first creates their account (or signs in), then chooses the club's address. */
  createClub: { path: '/signup', access: 'public', kind: 'sign-in' },
  // Signing in on the platform's own site, at the club sites' paths (the auth pages link to each other by them).
  signIn: { path: clubPages.signIn.path, ...signInPage },
  magicLink: { path: clubPages.magicLink.path, ...signInPage },
  linkExpired: { path: clubPages.linkExpired.path, ...signInPage },
  checkEmail: { path: clubPages.checkEmail.path, ...signInPage },
  signInError: { path: clubPages.signInError.path, ...signInPage },
  verifyEmail: { path: clubPages.verifyEmail.path, ...signInPage },
  forgotPassword: { path: clubPages.forgotPassword.path, ...signInPage },
  resetPassword: { path: clubPages.resetPassword.path, ...signInPage },
  termsUpdate: { path: CONTRACT_PAGE_PATH, access: 'public' },
  /** The platform console (docs/platform-console.md): every club, for support (reading) and platform managers. */
  console: { path: '/manage', access: platformStaff },
  consoleClient: { path: '/manage/clients/:clientId', ids: ['clientId'], access: platformStaff },
  /** The platform's plans for clubs (their subscription to Clubroom): platform managers only, as their routes. */
  consolePlans: {
    path: '/manage/plans',
    access: { allow: (roles: readonly Role[]) => roles.includes('platform_manager') },
  },
  /** The console's franchise networks (docs/franchise.md): platform managers create them and assign clubs. */
  consoleNetworks: { path: '/manage/networks', access: platformStaff },
  /** A franchise manager's report on its network's clubs (the server shows only networks the person manages). */
  franchise: { path: '/franchise', access: 'signed-in' },
} as const satisfies Record<string, PageDefinition>;

export type ClubPage = keyof typeof clubPages;
export type PlatformPage = keyof typeof platformPages;

/**
 * Where signing in leads when no page asked for it: a club's managers to the admin home, a coach to the
 * registers, everyone else to the schedule.
 */
export function landingPathFor(roles: readonly Role[]): string {
  if (managesClub(roles)) return clubPages.cmsHome.path;
  return roles.includes('coach') ? clubPages.registers.path : clubPages.schedule.path;
}

/** A page's path with its parameters in place: `/:runId/info` with `{ runId: 7 }` is `/7/info`. */
export const pagePath = (page: PageDefinition, params: Record<string, string | number>): string =>
  page.path.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(params[name]));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path's parameters by name when it is the page's path, else null. */
type PathMatcher = (pathname: string) => Record<string, string> | null;

/**
 * Whether a path is the page's (`/:runId/info` matches `/7/info`): an id parameter must be a
 * canonical id, as the API's path ids are (`/01/info` and `/+1/info` are no page).
 */
function matcherOf({ path, ids = [] }: PageDefinition): PathMatcher {
  const source = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      const [, name, optional] = param;
      const value = `(?<${name}>[^/]${optional ? '*' : '+'})`;
      return optional ? `(?:/${value})?` : `/${value}`;
    })
    .join('');
  const pattern = new RegExp(`^${source === '' ? '/' : source}$`);
  return (pathname) => {
    const match = pattern.exec(pathname);
    if (!match) return null;
    const params = { ...match.groups };
    return ids.every((id) => params[id] === undefined || isCanonicalId(params[id])) ? params : null;
  };
}

/** A path matched to its page: the page's name in `clubPages` / `platformPages` and its parameters. */
export interface PageMatch {
  page: string;
  params: Record<string, string>;
}

type Site = 'club' | 'platform';
let matchers: Record<Site, [string, PathMatcher][]> | undefined;
/** Built on first use, so a bundle that only reads the paths carries none of it. */
function matchersOf(site: Site): [string, PathMatcher][] {
  const of = (pages: Record<string, PageDefinition>) =>
    Object.entries(pages).map(([name, page]): [string, PathMatcher] => [name, matcherOf(page)]);
  matchers ??= {
    club: [
      ...of(clubPages),
      ...clubSections.map((section): [string, PathMatcher] => [
        section,
        matcherOf({ path: `${section}/*`, access: 'public' }),
      ]),
    ],
    platform: of(platformPages),
  };
  return matchers[site];
}

/** The page of a club's site or of the platform's that a path (without its query) is, or null. */
export function matchPage(site: Site, pathname: string): PageMatch | null {
  for (const [page, matches] of matchersOf(site)) {
    const params = matches(pathname);
    if (params) return { page, params };
  }
  return null;
}

/** Whether a path (without its query) is a page of a club's site or of the platform's. */
export const isPagePath = (site: Site, pathname: string): boolean => matchPage(site, pathname) !== null;

/** A page's definition by its name in `clubPages` / `platformPages`. */
export const pageDefinitionOf = (site: Site, page: string): PageDefinition | undefined =>
  (site === 'club' ? clubPages : platformPages)[page as never];

/** A page's id parameters only (`{ termId }` of `/term/:termId/:termName?`): the input its routes take. */
export function pageIdsOf(site: Site, { page, params }: PageMatch): Record<string, string> {
  const definition = pageDefinitionOf(site, page);
  return Object.fromEntries((definition?.ids ?? []).map((id) => [id, params[id]]));
}

/** A search page's query as its route is called with it: each field once, as the address gives it. */
export const pageQueryOf = (search: URLSearchParams): Record<string, string> => Object.fromEntries(search);

/**
 * The answers a server-rendered page shows, by the operation id of the public route that gave
 * each (called with the page's ids, `pageIdsOf`); null where the route answered 404. Embedded in
 * the page, so the browser does not ask for them again.
 */
export type PageData = Readonly<Record<string, unknown>>;

/** What the server gives the web app's server rendering (apps/web/src/entry-server.tsx). */
export interface PageRenderInput {
  /** The page's path and query, as requested. */
  url: string;
  bootstrap: Bootstrap;
  /** Who is signed in, as the `me` route answers (the page embeds it for the browser too). */
  me: Me;
  data: PageData;
  /**
   * The instant (epoch seconds, on the server's clock) the page is rendered for: what has already happened is
   * shown as of then, and the browser hydrates with the same instant (`data-rendered-at` on the root element).
   */
  renderedAt: number;
}

/** The web app's server rendering: the HTML inside the page's root element. */
export type RenderPage = (input: PageRenderInput) => Promise<string>;
