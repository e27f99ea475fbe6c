import { useSyncExternalStore, type ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { InAppBrowserNotice } from '../../ui/in-app-browser-notice';

const unchanging = () => () => {};
/**
 * The browser's user agent; none on the server and while hydrating, so a page rendered on the server
 * hydrates as it was rendered. (Not lib/use-browser-value.ts: shared with the first download, it would
 * be a chunk of its own.)
 */
const useUserAgent = () =>
  useSyncExternalStore(
    unchanging,
    () => navigator.userAgent,
    () => '',
  );

/** The frame of every sign-in and sign-up page: one narrow column, its title (the tab's too), the in-app browser notice. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md py-2 sm:py-8" aria-labelledby="auth-title">
      <h1 id="auth-title" className="mb-3 text-2xl font-bold">
        {title}
      </h1>
      <InAppBrowserNotice purpose="sign-in" userAgent={useUserAgent()} />
      {intro && <div className="mb-6 text-gray-700">{intro}</div>}
      {children}
    </section>
  );
}
