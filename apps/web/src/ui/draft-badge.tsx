/** Marks a run or camp in the admin lists as a draft: seen by the club's staff only until published. */
export function DraftBadge({ label }: { label: string }) {
  return (
    <span className="ml-2 inline-block rounded-full border border-amber-800 bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
      {label}
    </span>
  );
}
