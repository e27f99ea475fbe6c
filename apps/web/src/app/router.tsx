import {
  clubPages,
  matchPage,
  pageDefinitionOf,
  platformPages,
  type PageAccess,
  type PageDefinition,
} from '@clubroom/domain/pages';
import type { Bootstrap } from '@clubroom/domain/api';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useBootstrap } from '../lib/club-context';
import { Layout } from './layout';

type PageModule = () => Promise<{ default: ComponentType }>;
type GuardedAccess = Exclude<PageAccess, 'public'>;

// Each page is its own chunk: a visitor on the schedule downloads only the schedule.
const notFound = () => import('../ui/not-found-page');
/** A page's module through a table of pages that loads with the first of them. */
const through =
  <T extends Record<string, PageModule>>(table: () => Promise<T>) =>
  (page: keyof T): PageModule =>
  async () =>
    (await table())[page]();
const signedIn = through(async () => (await import('./signed-in-pages')).signedInPageModules);
const signInStep = through(async () => (await import('./sign-in-steps')).signInStepModules);

/** Every page of a club's site (paths and access in packages/domain/src/pages.ts). */
const clubPageModules: Record<keyof typeof clubPages, PageModule> = {
  schedule: () => import('../features/schedule/schedule-page'),
  runInfo: () => import('../features/schedule/run-info-page'),
  campInfo: () => import('../features/schedule/camp-info-page'),
  termInfo: () => import('../features/schedule/term-info-page'),
  termsAndConditions: () => import('../features/clubs/policy-page'),
  privacyPolicy: () => import('../features/clubs/policy-page'),
  unsubscribe: () => import('../features/messaging/unsubscribe-page'),
  dashboard: signedIn('dashboard'),
  myBookings: signedIn('myBookings'),
  calendarLink: signedIn('calendarLink'),
  myAnswers: signedIn('myAnswers'),
  parentMessages: signedIn('parentMessages'),
  messageLog: signedIn('messageLog'),
  messageNew: signedIn('newMessage'),
  messageRun: signedIn('messagePage'),
  messageWaitingList: signedIn('messagePage'),
  messageTerm: signedIn('messagePage'),
  messageCamp: signedIn('messagePage'),
  messageCampWeek: signedIn('messagePage'),
  messageCampDay: signedIn('messagePage'),
  messagePerson: signedIn('messagePage'),
  messageRecipients: signedIn('messageRecipients'),
  messageContacts: signedIn('messagePage'),
  addChild: signedIn('addChild'),
  child: signedIn('child'),
  editChild: signedIn('editChild'),
  savedCards: signedIn('savedCards'),
  deleteSavedCard: signedIn('deleteSavedCard'),
  outstandingPayments: signedIn('outstandingPayments'),
  myPaymentPlans: signedIn('myPaymentPlans'),
  bookRun: signedIn('bookRun'),
  bookCamp: signedIn('bookCamp'),
  joinWaitingList: signedIn('joinWaitingList'),
  basket: signedIn('basket'),
  basketQuestions: signedIn('basketQuestions'),
  order: signedIn('order'),
  payOrder: signedIn('payOrder'),
  cmsHome: signedIn('cmsHome'),
  staff: signedIn('staff'),
  registers: signedIn('registers'),
  register: signedIn('register'),
  scheduleAdmin: signedIn('scheduleAdmin'),
  deleteTerm: signedIn('scheduleAdmin'),
  deleteRun: signedIn('scheduleAdmin'),
  addTerm: signedIn('termForm'),
  editTerm: signedIn('termForm'),
  rerunTerm: signedIn('rerunTerm'),
  autoEnrol: signedIn('autoEnrol'),
  addRun: signedIn('runForm'),
  editRun: signedIn('runForm'),
  runSessions: signedIn('runSessions'),
  venues: signedIn('venues'),
  addVenue: signedIn('venueForm'),
  editVenue: signedIn('venueForm'),
  addCamp: signedIn('campForm'),
  editCamp: signedIn('campForm'),
  campRegister: signedIn('campRegister'),
  campEmergencyContacts: signedIn('campEmergencyContacts'),
  adminOrders: signedIn('adminOrders'),
  adminOrder: signedIn('adminOrder'),
  newCustomOrder: signedIn('newCustomOrder'),
  paymentPlans: signedIn('paymentPlans'),
  paymentPlan: signedIn('paymentPlan'),
  contacts: signedIn('contacts'),
  addContact: signedIn('addContact'),
  contact: signedIn('contact'),
  editContactChild: signedIn('editContactChild'),
  adminBookRun: signedIn('adminBookRun'),
  adminInviteRun: signedIn('adminInviteRun'),
  adminBooking: signedIn('adminBooking'),
  adminBookCamp: signedIn('adminBookCamp'),
  adminInviteCamp: signedIn('adminInviteCamp'),
  financials: signedIn('financials'),
  scheduleAnalytics: signedIn('scheduleAnalytics'),
  healthCheck: signedIn('healthCheck'),
  salesCalculator: signedIn('salesCalculator'),
  clubOptions: signedIn('clubOptions'),
  settingsTrophies: signedIn('settingsTrophies'),
  settingsRegistrationQuestions: signedIn('settingsRegistrationQuestions'),
  settingsContactAttributes: signedIn('settingsContactAttributes'),
  clubSettings: signedIn('clubSettings'),
  bookingSettings: signedIn('bookingSettings'),
  discountCodes: signedIn('discountCodes'),
  addDiscountCode: signedIn('discountCodeForm'),
  editDiscountCode: signedIn('discountCodeForm'),
  settingsPayments: signedIn('settingsPayments'),
  settingsTerms: signedIn('settingsPolicy'),
  settingsPrivacy: signedIn('settingsPolicy'),
  settingsPhotoPermissions: signedIn('settingsPhotoPermissions'),
  settingsAdminTools: signedIn('settingsAdminTools'),
  settingsEmbed: signedIn('settingsEmbed'),
  clubProfile: signedIn('clubProfile'),
  clubSignUpDetails: signedIn('clubSignUpDetails'),
  paymentSplash: signedIn('paymentSplash'),
  paymentOverview: signedIn('paymentOverview'),
  platformSubscription: signedIn('platformSubscription'),
  platformSubscriptionReturn: signedIn('platformSubscriptionReturn'),
  sandboxCheckout: signedIn('sandboxCheckout'),
  signIn: () => import('../features/auth/sign-in-page'),
  magicLink: signInStep('magicLink'),
  linkExpired: signInStep('linkExpired'),
  checkEmail: signInStep('checkEmail'),
  signInError: signInStep('signInError'),
  signUp: signInStep('signUp'),
  verifyEmail: signInStep('verifyEmail'),
  forgotPassword: signInStep('forgotPassword'),
  resetPassword: signInStep('resetPassword'),
  termsUpdate: signInStep('termsUpdate'),
};

const platformPageModules: Record<keyof typeof platformPages, PageModule> = {
  home: () => import('../features/clubs/platform-home-page'),
  search: () => import('../features/listing/search-page'),
  customerSalesCalculator: () => import('../features/club-settings/customer-sales-calculator-page'),
  createClub: () => import('../features/onboarding/create-club-page'),
  // Signing in on the platform's own site: the club sites' pages, which serve both.
  signIn: () => import('../features/auth/sign-in-page'),
  magicLink: signInStep('magicLink'),
  linkExpired: signInStep('linkExpired'),
  checkEmail: signInStep('checkEmail'),
  signInError: signInStep('signInError'),
  verifyEmail: signInStep('verifyEmail'),
  forgotPassword: signInStep('forgotPassword'),
  resetPassword: signInStep('resetPassword'),
  termsUpdate: signInStep('termsUpdate'),
  console: () => import('../features/platform-console/console-clients-page'),
  consoleClient: () => import('../features/platform-console/console-client-page'),
  consolePlans: () => import('../features/platform-console/console-plans-page'),
  consoleNetworks: () => import('../features/franchise/console-networks-page'),
  franchise: () => import('../features/franchise/franchise-page'),
};

const elements = new Map<PageModule, ReactElement>();
const preloaded = new Map<PageModule, ComponentType>();
/** One lazy component per page module, however many paths show it; the module itself when it is preloaded. */
function elementOf(load: PageModule): ReactElement {
  if (!elements.has(load)) {
    const Page = preloaded.get(load) ?? lazy(load);
    elements.set(load, <Page />);
  }
  return elements.get(load)!;
}

/** The module of the page a path shows on this host (the not-found page's for any other), and whether it is guarded. */
function pageModuleOf(bootstrap: Bootstrap, pathname: string): { load: PageModule; guarded: boolean } {
  const site = bootstrap.club ? 'club' : 'platform';
  const match = bootstrap.notFound ? null : matchPage(site, pathname);
  const modules: Record<string, PageModule> = bootstrap.club ? clubPageModules : platformPageModules;
  const load = match && modules[match.page];
  if (!load) return { load: notFound, guarded: false };
  return { load, guarded: pageDefinitionOf(site, match.page)?.access !== 'public' };
}

/**
 * Loads the page a document shows before the app's first render. A server-rendered page would
 * otherwise suspend during hydration, and an update arriving meanwhile (who is signed in, say) would
 * make React drop the server's markup for the loading state until the chunk came; a page rendered in
 * the browser would show the loading state first and then move everything below it (a layout shift).
 * A guarded page's guard loads beside it, not after it.
 */
export async function preloadPage(bootstrap: Bootstrap, pathname: string): Promise<void> {
  const { load, guarded } = pageModuleOf(bootstrap, pathname);
  const [page] = await Promise.all([load(), guarded && import('./sign-in-guard')]);
  preloaded.set(load, page.default);
}

/**
 * The layout route guarding the pages of one access (app/sign-in-guard.tsx). Its chunk loads
 * together with the chunk of the page being opened (the address's), so a guarded page costs no extra
 * round trip, and a cold load of one admin page downloads that page, not every page of its access.
 */
function guardRoute(
  access: GuardedAccess,
  children: RouteObject[],
  modules: Map<RouteObject, PageModule>,
): RouteObject {
  const Guard = lazy(async () => {
    // Read when the guard first renders: the navigation has already moved the address (absent on the server).
    const opened = globalThis.location && matchRoutes(children, globalThis.location.pathname)?.at(-1)?.route;
    const page = opened && modules.get(opened);
    return (await Promise.all([import('./sign-in-guard'), page?.()]))[0];
  });
  return { element: <Guard allow={access === 'signed-in' ? undefined : access.allow} />, children };
}

/** The routes of a site's pages: public ones as they are, the others inside one guard per access. */
function routesOf<K extends string>(pages: Record<K, PageDefinition>, modules: Record<K, PageModule>): RouteObject[] {
  const open: RouteObject[] = [];
  const guarded = new Map<GuardedAccess, { children: RouteObject[]; modules: Map<RouteObject, PageModule> }>();
  for (const key of Object.keys(pages) as K[]) {
    const page = pages[key];
    const route: RouteObject = { path: page.path, handle: page, element: elementOf(modules[key]) };
    if (page.access === 'public') {
      open.push(route);
      continue;
    }
    const group = guarded.get(page.access) ?? { children: [], modules: new Map<RouteObject, PageModule>() };
    group.children.push(route);
    group.modules.set(route, modules[key]);
    guarded.set(page.access, group);
  }
  const guards = [...guarded].map(([access, group]) => guardRoute(access, group.children, group.modules));
  return [...open, ...guards, { path: '*', element: elementOf(notFound) }];
}

/** The routes of each kind of host, built on first use: after `preloadPage`. */
const routesFor = {
  club: () => (clubRoutes ??= routesOf(clubPages, clubPageModules)),
  platform: () => (platformRoutes ??= routesOf(platformPages, platformPageModules)),
  // A splat never matches the bare '/', so an unknown club needs the page as its index too.
  unknownClub: () =>
    (unknownClubRoutes ??= [
      { index: true, element: elementOf(notFound) },
      { path: '*', element: elementOf(notFound) },
    ]),
};
let clubRoutes: RouteObject[] | undefined;
let platformRoutes: RouteObject[] | undefined;
let unknownClubRoutes: RouteObject[] | undefined;

const isBookingPage = (handle: unknown) => (handle as PageDefinition | undefined)?.kind === 'booking';

/** The pages of this host (a club, an unknown club or the platform) inside the layout. */
export function AppRoutes() {
  const bootstrap = useBootstrap();
  const routes = (bootstrap.notFound ? routesFor.unknownClub : bootstrap.club ? routesFor.club : routesFor.platform)();
  const location = useLocation();
  const publicPage = Boolean(matchRoutes(routes, location)?.some((match) => isBookingPage(match.route.handle)));
  const element = useRoutes(routes, location);
  return <Layout publicPage={publicPage}>{element}</Layout>;
}
