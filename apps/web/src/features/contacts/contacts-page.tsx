import { contactSorts, type ContactSort, type ContactsListResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatShortDate } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { SelectField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { SearchForm } from '../../ui/search-form';
import { AttributeFilter } from './attribute-filter';
import { ContactFilter } from './contact-filter';
import { chosenMessageHrefOf, csvHrefOf, messageHrefOf, searchOf, viewOf, type ContactsView } from './contacts-view';
import { useContacts } from './use-contacts';
import { LoadFailed } from '../../ui/load-failed';
import { Pager } from '../../ui/pager';

const t = messages.contacts;
const m = messages.messaging;
const checkbox = 'h-5 w-5 accent-primary';

type ListedContact = ContactsListResponse['data'][number];
type Attributes = ContactsListResponse['attributes'];

/** A contact's attribute values, each named, in the attributes' order. */
function AttributeValues({ contact, attributes }: { contact: ListedContact; attributes: Attributes }) {
  const valueOf = new Map(contact.attributeValues.map((v) => [v.attributeId, v.value]));
  return (
    <>
      {attributes
        .filter((a) => valueOf.has(a.attributeId))
        .map((a) => (
          <span key={a.attributeId} className="block text-sm">
            {a.name}: {valueOf.get(a.attributeId)}
          </span>
        ))}
    </>
  );
}

function ContactRow({
  contact,
  attributes,
  timeZone,
  chosen,
  onChoose,
}: {
  contact: ListedContact;
  attributes: Attributes;
  timeZone: string;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}) {
  const to = pagePath(clubPages.contact, { parentId: contact.parentId });
  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="py-3 pr-3">
        <input
          type="checkbox"
          className={checkbox}
          checked={chosen}
          onChange={(e) => onChoose(e.target.checked)}
          aria-label={m.chooseContact(`${contact.firstName} ${contact.lastName}`)}
        />
      </td>
      <td className="py-3 pr-4">
        <Link className="font-semibold underline underline-offset-2" to={to}>
          {contact.firstName} {contact.lastName}
        </Link>
        {/* On a phone the email and phone sit under the name. */}
        <span className="block text-sm break-all text-gray-700 md:hidden">{contact.email}</span>
        {contact.phone && <span className="block text-sm text-gray-700 md:hidden">{contact.phone}</span>}
      </td>
      <td className="hidden py-3 pr-4 break-all md:table-cell">{contact.email}</td>
      <td className="hidden py-3 pr-4 md:table-cell">{contact.phone}</td>
      <td className="py-3 pr-4">
        {contact.children.map((c) => `${c.firstName} ${c.lastName}`).join(', ')}
        {/* On a phone the attributes sit under the children. */}
        <span className="md:hidden">
          <AttributeValues contact={contact} attributes={attributes} />
        </span>
      </td>
      {attributes.length > 0 && (
        <td className="hidden py-3 pr-4 md:table-cell">
          <AttributeValues contact={contact} attributes={attributes} />
        </td>
      )}
      <td className="hidden py-3 sm:table-cell">{formatShortDate(contact.joinedAt, timeZone)}</td>
    </tr>
  );
}

/** /cms/contacts: the club's parents and their children, filtered, searched, sorted and paged on the server. */
export default function ContactsPage() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const { timeZone } = useClub();
  const contacts = useContacts(view);
  // What the last change said (a contact removed), passed along by the page that made it.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  usePageTitle(t.title);
  // Contacts ticked one by one (kept across pages, filters and searches) for a message to just them.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const choose = (ids: number[], on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const show = (change: Partial<ContactsView>) => setParams(searchOf({ ...view, page: 1, ...change }));
  const data = contacts.data;
  const filtered = view.filter !== null || view.attribute !== null || view.search !== '';
  const attributes = data?.attributes ?? [];

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <AdminPageHeading title={t.title}>
        <div className="flex flex-wrap gap-2">
          <a className={secondaryButton} href={csvHrefOf(view)} download>
            {t.downloadCsv}
          </a>
          {/* A message goes by the list's filters and search: to every page of it, never more. */}
          <Link className={secondaryButton} to={messageHrefOf(view)}>
            {messages.messaging.messageContacts}
          </Link>
          {chosen.size > 0 && (
            <>
              <Link className={secondaryButton} to={chosenMessageHrefOf([...chosen])}>
                {m.messageChosenButton(chosen.size)}
              </Link>
              <button type="button" className={secondaryButton} onClick={() => setChosen(new Set())}>
                {m.clearChosen}
              </button>
            </>
          )}
          <Link className={primaryButton} to={`${clubPages.addContact.path}?step=1`}>
            {t.addContact}
          </Link>
        </div>
      </AdminPageHeading>
      <p className="text-gray-700">{t.intro}</p>
      {notice && <FormAlert tone="info">{notice}</FormAlert>}

      <div className="grid gap-3 sm:grid-cols-3">
        <ContactFilter filter={view.filter} onChange={(filter) => show({ filter })} />
        <SearchForm
          id="contacts-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          initial={view.search}
          maxLength={100}
          onSearch={(search) => show({ search })}
        />
        <SelectField
          id="contacts-sort"
          label={t.sortLabel}
          value={view.sort}
          options={contactSorts.map((sort: ContactSort) => ({ value: sort, label: t.sorts[sort] }))}
          onChange={(sort) => show({ sort: sort as ContactSort })}
        />
        {attributes.length > 0 && (
          <AttributeFilter
            attributes={attributes}
            attribute={view.attribute}
            onChange={(attribute) => show({ attribute })}
          />
        )}
      </div>

      {contacts.isPending && <Loading lines={5} />}
      {contacts.isError && <LoadFailed message={t.loadFailed} retry={contacts.refetch} />}
      {data &&
        (data.data.length === 0 ? (
          <p className="rounded-lg bg-panel p-6 text-center">{filtered ? t.noMatches : t.noContacts}</p>
        ) : (
          <>
            <table className="w-full text-left" aria-busy={contacts.isPlaceholderData || undefined}>
              <thead className="text-sm text-gray-700">
                <tr>
                  <th className="py-2 pr-3">
                    <input
                      type="checkbox"
                      className={checkbox}
                      checked={data.data.every((c) => chosen.has(c.parentId))}
                      onChange={(e) =>
                        choose(
                          data.data.map((c) => c.parentId),
                          e.target.checked,
                        )
                      }
                      aria-label={m.chooseAllOnPage}
                    />
                  </th>
                  <th className="py-2 pr-4">{t.name}</th>
                  <th className="hidden py-2 pr-4 md:table-cell">{t.email}</th>
                  <th className="hidden py-2 pr-4 md:table-cell">{t.phone}</th>
                  <th className="py-2 pr-4">{t.children}</th>
                  {attributes.length > 0 && <th className="hidden py-2 pr-4 md:table-cell">{t.attributesColumn}</th>}
                  <th className="hidden py-2 sm:table-cell">{t.joined}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((contact) => (
                  <ContactRow
                    key={contact.parentId}
                    contact={contact}
                    attributes={data.attributes}
                    timeZone={timeZone}
                    chosen={chosen.has(contact.parentId)}
                    onChoose={(on) => choose([contact.parentId], on)}
                  />
                ))}
              </tbody>
            </table>
            <Pager
              label={t.title}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              summary={t.pageOf}
              onPage={(page) => show({ page })}
            />
          </>
        ))}
    </div>
  );
}
