import type { ReactNode } from 'react';

/** Label/value pairs of an info page. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-gray-700">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
