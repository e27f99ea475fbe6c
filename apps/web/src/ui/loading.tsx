/**
 * A polite loading state. It is at least a screen tall, so the footer starts below the fold while
 * the page loads and is not pushed off the screen when the content arrives (a layout shift).
 */
export function Loading({ label = 'Loading…', lines = 6 }: { label?: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="min-h-screen space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-md bg-gray-100" />
      ))}
    </div>
  );
}
