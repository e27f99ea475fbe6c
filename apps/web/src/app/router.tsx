import { clubPages, platformPages, type PageAccess, type PageDefinition } from '@clubroom/domain/pages';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useBootstrap } from '../lib/club-context';
import { Layout } from './layout';

type PageModule = () => Promise<{ default: ComponentType }>;
type GuardedAccess = Exclude<PageAccess, 'public'>;

// Each page is its own chunk: a visitor on the schedule downloads only the schedule.
const notFound = () => import('../ui/not-found-page');
const cmsHome = () => import('../features/people/cms-home-page');

/** Every page of a club's site (paths and access in packages/domain/src/pages.ts). */
const clubPageModules: Record<keyof typeof clubPages, PageModule> = {
  schedule: () => import('../features/schedule/schedule-page'),
  runInfo: () => import('../features/schedule/run-info-page'),
  campInfo: () => import('../features/schedule/camp-info-page'),
  termInfo: () => import('../features/schedule/term-info-page'),
  dashboard: () => import('../features/people/dashboard-page'),
  cmsHome,
  staff: () => import('../features/people/staff-page'),
  cmsComingSoon: cmsHome,
  signIn: () => import('../features/auth/sign-in-page'),
  magicLink: () => import('../features/auth/magic-link-page'),
  linkExpired: () => import('../features/auth/link-expired-page'),
  checkEmail: () => import('../features/auth/check-email-page'),
  signInError: () => import('../features/auth/sign-in-error-page'),
  signUp: () => import('../features/auth/sign-up-page'),
  verifyEmail: () => import('../features/auth/verify-email-page'),
  forgotPassword: () => import('../features/auth/forgot-password-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
  termsUpdate: () => import('../features/terms-of-use/contract-page'),
};

const platformPageModules: Record<keyof typeof platformPages, PageModule> = {
  home: () => import('../features/clubs/platform-home-page'),
  createClub: () => import('../features/clubs/create-club-page'),
};

const elements = new Map<PageModule, ReactElement>();
/** One lazy component per page module, however many paths show it. */
function elementOf(load: PageModule): ReactElement {
  if (!elements.has(load)) {
    const Page = lazy(load);
    elements.set(load, <Page />);
  }
  return elements.get(load)!;
}

/**
 * The layout route guarding the pages of one access (app/sign-in-guard.tsx). Its chunk loads
 * together with its pages' chunks, so a guarded page costs no extra round trip.
 */
function guardRoute(access: GuardedAccess, children: RouteObject[], modules: PageModule[]): RouteObject {
  const Guard = lazy(async () => (await Promise.all([import('./sign-in-guard'), ...modules.map((load) => load())]))[0]);
  return { element: <Guard allow={access === 'signed-in' ? undefined : access.allow} />, children };
}

/** The routes of a site's pages: public ones as they are, the others inside one guard per access. */
function routesOf<K extends string>(pages: Record<K, PageDefinition>, modules: Record<K, PageModule>): RouteObject[] {
  const open: RouteObject[] = [];
  const guarded = new Map<GuardedAccess, { children: RouteObject[]; modules: PageModule[] }>();
  for (const key of Object.keys(pages) as K[]) {
    const page = pages[key];
    const route: RouteObject = { path: page.path, handle: page, element: elementOf(modules[key]) };
    if (page.access === 'public') {
      open.push(route);
      continue;
    }
    const group = guarded.get(page.access) ?? { children: [], modules: [] };
    group.children.push(route);
    group.modules.push(modules[key]);
    guarded.set(page.access, group);
  }
  const guards = [...guarded].map(([access, group]) => guardRoute(access, group.children, group.modules));
  return [...open, ...guards, { path: '*', element: elementOf(notFound) }];
}

const clubRoutes = routesOf(clubPages, clubPageModules);
const platformRoutes = routesOf(platformPages, platformPageModules);
// A splat never matches the bare '/', so an unknown club needs the page as its index too.
const unknownClubRoutes: RouteObject[] = [
  { index: true, element: elementOf(notFound) },
  { path: '*', element: elementOf(notFound) },
];

const isBookingPage = (handle: unknown) => (handle as PageDefinition | undefined)?.kind === 'booking';

/** The pages of this host (a club, an unknown club or the platform) inside the layout. */
export function AppRoutes() {
  const bootstrap = useBootstrap();
  const routes = bootstrap.notFound ? unknownClubRoutes : bootstrap.club ? clubRoutes : platformRoutes;
  const location = useLocation();
  const publicPage = Boolean(matchRoutes(routes, location)?.some((match) => isBookingPage(match.route.handle)));
  const element = useRoutes(routes, location);
  return <Layout publicPage={publicPage}>{element}</Layout>;
}
