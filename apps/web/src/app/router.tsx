import type { Bootstrap } from '@clubroom/domain/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../ui/loading';
import { Layout } from './layout';

// Each page is its own chunk: a visitor on the schedule downloads only the schedule.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const notFoundPage = page(() => import('../features/not-found/not-found-page'));
const notFound: RouteObject = { path: '*', lazy: notFoundPage };
// A splat never matches the bare '/', so an unknown club needs the page as its index too.
const unknownClubRoutes: RouteObject[] = [{ index: true, lazy: notFoundPage }, notFound];

function clubRoutes(): RouteObject[] {
  return [
    { index: true, lazy: page(() => import('../features/schedule/schedule-page')) },
    { path: ':runId/info', lazy: page(() => import('../features/run-info/run-info-page')) },
    { path: 'camp/:campId', lazy: page(() => import('../features/camp-info/camp-info-page')) },
    { path: 'term/:termId/:termName?', lazy: page(() => import('../features/term-info/term-info-page')) },
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
