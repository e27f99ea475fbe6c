import { pageTitle, PLATFORM_NAME } from '@clubroom/domain/rules';
import { useEffect } from 'react';
import { useBootstrap } from './club-context';

/**
 * Names the page in the browser's tab, with the site ('Mini Kickers – Little Legends Sports Club');
 * null is the site's home page. The component that shows a page's heading calls it (a page, or a
 * frame such as `PageMessage` or `AuthPage`), so whatever a page shows, its tab says the same.
 */
export function usePageTitle(page: string | null): void {
  const site = useBootstrap().club?.name ?? PLATFORM_NAME;
  useEffect(() => {
    document.title = pageTitle(page, site);
  }, [page, site]);
}

/** `usePageTitle` for a part of a page that is rendered only in some states (a loaded resource, say). */
export function PageTitle({ page }: { page: string | null }): null {
  usePageTitle(page);
  return null;
}
