/**
 * A polite loading state. A page's (the default) is at least a screen tall, so the footer starts
 * below the fold while the page loads and is not pushed off the screen when the content arrives (a
 * layout shift). A section's (part of a page that loads on its own, above a form or more of the
 * page) is as tall as its lines, so what follows it moves little when the section lands.
 */
export function Loading({
  label = 'Loading…',
  lines = 6,
  of = 'page',
}: {
  label?: string;
  lines?: number;
  of?: 'page' | 'section';
}) {
  return (
    <div role="status" aria-live="polite" className={`${of === 'page' ? 'min-h-screen ' : ''}space-y-3`}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-md bg-gray-100" />
      ))}
    </div>
  );
}
