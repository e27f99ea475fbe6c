import type { UserDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import dayjs from 'dayjs';

/** The parent's children, with dates of birth as 'DD MMM YYYY'. */
export function ChildrenList({ items }: { items: UserDetail['children'] }) {
  if (items.length === 0) return <p className="text-gray-700">{messages.account.noChildren}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="children">
      {items.map((child) => (
        <li key={child.id} className="rounded-md bg-panel px-4 py-3">
          <span className="block font-semibold">
            {child.firstName} {child.lastName}
          </span>
          <span className="text-sm text-gray-700">
            {messages.account.bornOn(dayjs(child.dateOfBirth).format('DD MMM YYYY'))}
          </span>
        </li>
      ))}
    </ul>
  );
}
