import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { InAppBrowserNotice } from '../../ui/in-app-browser-notice';

/** The frame of every sign-in and sign-up page: one narrow column, its title (the tab's too), the in-app browser notice. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md py-2 sm:py-8" aria-labelledby="auth-title">
      <h1 id="auth-title" className="mb-3 text-2xl font-bold">
        {title}
      </h1>
      <InAppBrowserNotice purpose="sign-in" />
      {intro && <div className="mb-6 text-gray-700">{intro}</div>}
      {children}
    </section>
  );
}
