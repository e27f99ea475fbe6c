/** Marks a run or camp in the admin lists as left off the public schedule, booked by invitation only. */
export function InviteOnlyBadge({ label }: { label: string }) {
  return (
    <span className="ml-2 inline-block rounded-full border border-gray-600 px-2 py-0.5 align-middle text-xs font-medium">
      {label}
    </span>
  );
}
