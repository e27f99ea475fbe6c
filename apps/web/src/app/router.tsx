import type { Bootstrap } from '@clubroom/domain/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../ui/loading';
import { AUTH_PATHS } from '../features/auth/auth-paths';
import { CONTRACT_PAGE_PATH } from '../features/contract/contract-paths';
import { PUBLIC_PAGE } from '../features/staff-banner/staff-banner';
import { Layout } from './layout';

// Each page is its own chunk: a visitor on the schedule downloads only the schedule.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const notFoundPage = page(() => import('../features/not-found/not-found-page'));
const notFound: RouteObject = { path: '*', lazy: notFoundPage };
const cmsHomePage = page(() => import('../features/cms/cms-home-page'));
// A splat never matches the bare '/', so an unknown club needs the page as its index too.
const unknownClubRoutes: RouteObject[] = [{ index: true, lazy: notFoundPage }, notFound];

function clubRoutes(): RouteObject[] {
  return [
    { index: true, handle: PUBLIC_PAGE, lazy: page(() => import('../features/schedule/schedule-page')) },
    { path: ':runId/info', handle: PUBLIC_PAGE, lazy: page(() => import('../features/run-info/run-info-page')) },
    { path: 'camp/:campId', handle: PUBLIC_PAGE, lazy: page(() => import('../features/camp-info/camp-info-page')) },
    { path: 'term/:termId/:termName?', handle: PUBLIC_PAGE, lazy: page(() => import('../features/term-info/term-info-page')) },
    { path: 'dashboard', lazy: page(() => import('../features/account/dashboard-page')) },
    { path: 'cms', lazy: cmsHomePage },
    { path: 'cms/staff', lazy: page(() => import('../features/cms/staff-page')) },
    // Admin pages not built yet (registers, schedule…) show the admin home rather than a dead end.
    { path: 'cms/*', lazy: cmsHomePage },
    { path: AUTH_PATHS.signIn, lazy: page(() => import('../features/auth/sign-in-page')) },
    { path: AUTH_PATHS.linkExpired, lazy: page(() => import('../features/auth/link-expired-page')) },
    { path: AUTH_PATHS.checkEmail, lazy: page(() => import('../features/auth/check-email-page')) },
    { path: AUTH_PATHS.signInError, lazy: page(() => import('../features/auth/sign-in-error-page')) },
    { path: AUTH_PATHS.signUp, lazy: page(() => import('../features/auth/sign-up-page')) },
    { path: AUTH_PATHS.verifyEmail, lazy: page(() => import('../features/auth/verify-email-page')) },
    { path: AUTH_PATHS.forgotPassword, lazy: page(() => import('../features/auth/forgot-password-page')) },
    { path: AUTH_PATHS.resetPassword, lazy: page(() => import('../features/auth/reset-password-page')) },
    { path: CONTRACT_PAGE_PATH, lazy: page(() => import('../features/contract/contract-page')) },
    notFound,
  ];
}

function platformRoutes(): RouteObject[] {
  return [
    { index: true, lazy: page(() => import('../features/platform-home/platform-home-page')) },
    { path: 'signup', lazy: page(() => import('../features/platform-home/create-club-page')) },
    notFound,
  ];
}

export function createAppRouter(bootstrap: Bootstrap) {
  const children = bootstrap.notFound ? unknownClubRoutes : bootstrap.club ? clubRoutes() : platformRoutes();
  return createBrowserRouter([{ path: '/', element: <Layout />, HydrateFallback: () => <Loading />, children }]);
}
