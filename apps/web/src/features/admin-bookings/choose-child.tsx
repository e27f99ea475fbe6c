import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { useContactSearch } from './use-admin-bookings';

const t = messages.adminBookings;

/** Who was chosen, carried from the first step to the second (the URL carries only the child's id). */
export interface Chosen {
  childName: string;
  parentName: string;
}

/** Step choose-child: the club's contacts, searched, each child a link to the confirm step. */
export function ChooseChild({ confirm }: { confirm: (childId: number) => string }) {
  const [search, setSearch] = useState('');
  const contacts = useContactSearch(search.trim());
  const rows = contacts.data?.data ?? [];
  return (
    <div className="space-y-4">
      <TextField
        id="contact-search"
        type="search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {contacts.isSuccess && rows.length === 0 && <p className="text-gray-700">{t.noContacts}</p>}
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
        {rows.map((parent) => (
          <li key={parent.parentId} className="space-y-1 p-3">
            <p className="font-medium">
              {parent.firstName} {parent.lastName} <span className="text-sm text-gray-700">· {parent.email}</span>
            </p>
            <ul className="flex flex-wrap gap-2">
              {parent.children.map((child) => (
                <li key={child.childId}>
                  <Link
                    className={secondaryButton}
                    to={confirm(child.childId)}
                    state={
                      {
                        childName: `${child.firstName} ${child.lastName}`,
                        parentName: `${parent.firstName} ${parent.lastName}`,
                      } satisfies Chosen
                    }
                  >
                    {`${t.chooseChild} ${child.firstName} ${child.lastName}`}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
