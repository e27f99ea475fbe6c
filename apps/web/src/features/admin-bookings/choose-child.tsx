import type { Contact } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { CheckboxField, TextField } from '../../ui/fields';
import type { Chosen } from './chosen-family';
import { useContactSearch } from './use-admin-bookings';

const t = messages.adminBookings;

/** The confirm step's address for these children of this parent. */
export type ConfirmHref = (parentId: number, childIds: number[]) => string;

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** One family's children ticked to book together, then on to the confirm step with them. */
function FamilyChildren({ parent, confirm }: { parent: Contact; confirm: ConfirmHref }) {
  const navigate = useNavigate();
  const [ticked, setTicked] = useState<number[]>([]);
  const tick = (childId: number, on: boolean) =>
    setTicked((before) => (on ? [...before, childId] : before.filter((id) => id !== childId)));
  const chosen = parent.children.filter((child) => ticked.includes(child.childId));
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t.chooseChildren(nameOf(parent))}</legend>
      {parent.children.map((child) => (
        <CheckboxField
          key={child.childId}
          id={`choose-child-${child.childId}`}
          label={nameOf(child)}
          checked={ticked.includes(child.childId)}
          onChange={(on) => tick(child.childId, on)}
        />
      ))}
      <button
        type="button"
        className={primaryButton}
        disabled={chosen.length === 0}
        onClick={() =>
          navigate(
            confirm(
              parent.parentId,
              chosen.map((child) => child.childId),
            ),
            {
              state: { childNames: chosen.map(nameOf), parentName: nameOf(parent) } satisfies Chosen,
            },
          )
        }
      >
        {t.continueWith(chosen.length)}
      </button>
    </fieldset>
  );
}

/**
 * Step choose-child: the club's contacts, searched. With `several` (a run), a family's children
 * are ticked and booked together; otherwise each child is a link to the confirm step.
 */
export function ChooseChild({ confirm, several = false }: { confirm: ConfirmHref; several?: boolean }) {
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
      {several && <p className="text-sm text-gray-700">{t.chooseChildrenHint}</p>}
      {contacts.isSuccess && rows.length === 0 && <p className="text-gray-700">{t.noContacts}</p>}
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
        {rows.map((parent) => (
          <li key={parent.parentId} className="space-y-2 p-3">
            <p className="font-medium">
              {nameOf(parent)} <span className="text-sm text-gray-700">· {parent.email}</span>
            </p>
            {several ? (
              <FamilyChildren parent={parent} confirm={confirm} />
            ) : (
              <ul className="flex flex-wrap gap-2">
                {parent.children.map((child) => (
                  <li key={child.childId}>
                    <Link
                      className={secondaryButton}
                      to={confirm(parent.parentId, [child.childId])}
                      state={{ childNames: [nameOf(child)], parentName: nameOf(parent) } satisfies Chosen}
                    >
                      {`${t.chooseChild} ${nameOf(child)}`}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
