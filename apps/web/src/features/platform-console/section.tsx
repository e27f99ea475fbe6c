import type { ReactNode } from 'react';

/** One panel of a club's console page, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
