import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';

/** A whole-page message: not found, something went wrong, coming soon. Its title names the tab too. */
export function PageMessage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="mb-3 text-3xl font-bold">{title}</h1>
      <div className="text-lg text-gray-700">{children}</div>
    </section>
  );
}
