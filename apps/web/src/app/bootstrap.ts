import type { Bootstrap } from '@clubroom/domain/api';
import { callApi } from '../lib/api-client';
import { embedded } from './page-data';

/** Which club this host is: embedded by the server in every page, fetched only under Vite's dev server. */
export async function loadBootstrap(): Promise<Bootstrap> {
  const bootstrap = embedded<Bootstrap>('bootstrap');
  if (bootstrap) return bootstrap;
  // Only the dev server gets here: the route's reference stays out of the first download.
  return callApi((await import('../lib/api-routes/clubs')).currentClub);
}
