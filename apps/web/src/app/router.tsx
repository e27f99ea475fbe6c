import { lazy, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AUTH_PATHS } from '../features/auth/auth-paths';
import { CONTRACT_PAGE_PATH } from '@clubroom/domain/rules';
import { useBootstrap } from './club-context';
import { Layout } from './layout';

// Each page is its own chunk: a visitor on the schedule downloads only the schedule.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

/** The route handle of a public booking page (schedule, run, camp, term), where staff see the banner. */
const PUBLIC_PAGE = { publicPage: true } as const;

const notFoundPage = page(() => import('../features/not-found/not-found-page'));
const notFound: RouteObject = { path: '*', element: notFoundPage };
const cmsHomePage = page(() => import('../features/cms/cms-home-page'));
// A splat never matches the bare '/', so an unknown club needs the page as its index too.
const unknownClubRoutes: RouteObject[] = [{ index: true, element: notFoundPage }, notFound];

const clubRoutes: RouteObject[] = [
  { index: true, handle: PUBLIC_PAGE, element: page(() => import('../features/schedule/schedule-page')) },
  { path: ':runId/info', handle: PUBLIC_PAGE, element: page(() => import('../features/run-info/run-info-page')) },
  { path: 'camp/:campId', handle: PUBLIC_PAGE, element: page(() => import('../features/camp-info/camp-info-page')) },
  { path: 'term/:termId/:termName?', handle: PUBLIC_PAGE, element: page(() => import('../features/term-info/term-info-page')) },
  { path: 'dashboard', element: page(() => import('../features/account/dashboard-page')) },
  { path: 'cms', element: cmsHomePage },
  { path: 'cms/staff', element: page(() => import('../features/cms/staff-page')) },
  // Admin pages not built yet (registers, schedule…) show the admin home rather than a dead end.
  { path: 'cms/*', element: cmsHomePage },
  { path: AUTH_PATHS.signIn, element: page(() => import('../features/auth/sign-in-page')) },
  { path: AUTH_PATHS.magicLink, element: page(() => import('../features/auth/magic-link-page')) },
  { path: AUTH_PATHS.linkExpired, element: page(() => import('../features/auth/link-expired-page')) },
  { path: AUTH_PATHS.checkEmail, element: page(() => import('../features/auth/check-email-page')) },
  { path: AUTH_PATHS.signInError, element: page(() => import('../features/auth/sign-in-error-page')) },
  { path: AUTH_PATHS.signUp, element: page(() => import('../features/auth/sign-up-page')) },
  { path: AUTH_PATHS.verifyEmail, element: page(() => import('../features/auth/verify-email-page')) },
  { path: AUTH_PATHS.forgotPassword, element: page(() => import('../features/auth/forgot-password-page')) },
  { path: AUTH_PATHS.resetPassword, element: page(() => import('../features/auth/reset-password-page')) },
  { path: CONTRACT_PAGE_PATH, element: page(() => import('../features/contract/contract-page')) },
  notFound,
];

const platformRoutes: RouteObject[] = [
  { index: true, element: page(() => import('../features/platform-home/platform-home-page')) },
  { path: 'signup', element: page(() => import('../features/platform-home/create-club-page')) },
  notFound,
];

/** The pages of this host (a club, an unknown club or the platform) inside the layout. */
export function AppRoutes() {
  const bootstrap = useBootstrap();
  const routes = bootstrap.notFound ? unknownClubRoutes : bootstrap.club ? clubRoutes : platformRoutes;
  const location = useLocation();
  const publicPage = Boolean(matchRoutes(routes, location)?.some((match) => match.route.handle === PUBLIC_PAGE));
  const element = useRoutes(routes, location);
  return <Layout publicPage={publicPage}>{element}</Layout>;
}
