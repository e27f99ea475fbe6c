/** A polite loading state that keeps the page's height, so nothing jumps when data arrives. */
export function Loading({ label = 'Loading…', lines = 6 }: { label?: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-md bg-gray-100" />
      ))}
    </div>
  );
}
