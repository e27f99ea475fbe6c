import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back above a page's heading: to the list or area the page belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link className="underline" to={to}>
        {children}
      </Link>
    </p>
  );
}
