import type { ContactChild, ContactDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { currencySymbolFor, formatMoney, formatShortDate, isCanonicalId } from '@clubroom/domain/rules';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { useMe } from '../../lib/use-me';
import { userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailList } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { FamilyRecordSection } from '../registration-questions/family-record';
import { BookClassForFamily } from './book-class-for-family';
import { useContact, useRemoveContact } from './use-contacts';
import { BackLink } from '../../ui/back-link';

const t = messages.contacts;
const photoWords = { '1': t.photoYes, '0': t.photoNo } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function ChildCard({ parentId, child }: { parentId: number; child: ContactChild }) {
  return (
    <li className="space-y-3 rounded-lg border border-gray-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {child.firstName} {child.lastName}
        </h3>
        <Link
          className={secondaryButton}
          to={pagePath(clubPages.editContactChild, { parentId, childId: child.personId })}
          aria-label={t.editChildTitle(child.firstName)}
        >
          {t.editChild}
        </Link>
      </div>
      <DetailList
        items={[
          [t.dateOfBirth, child.dateOfBirth],
          [t.medical, child.medicalNotes ?? t.none],
          [t.allergies, child.allergyNotes ?? t.none],
          [t.specialNeeds, child.specialNeeds ?? t.none],
          [
            t.emergencyContacts,
            child.emergencyContacts.length === 0
              ? t.none
              : child.emergencyContacts.map((c) => `${c.name} (${c.relation}) ${c.phone}`).join('; '),
          ],
          [t.photoPermission, child.photoPermission ? photoWords[child.photoPermission] : t.photoUnanswered],
        ]}
      />
    </li>
  );
}

function Contact({ contact, timeZone, currency }: { contact: ContactDetail; timeZone: string; currency: string }) {
  const { parent } = contact;
  const name = `${parent.firstName} ${parent.lastName}`;
  const remove = useRemoveContact(parent.parentId);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const { consents } = contact;
  const me = useMe().data;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <BackLink to={clubPages.contacts.path}>{t.backToContacts}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{name}</h1>
        <Link className={secondaryButton} to={pagePath(clubPages.messagePerson, { parentId: parent.parentId })}>
          {messages.messaging.messagePerson}
        </Link>
      </div>
      <Section title={t.parentDetails}>
        <DetailList
          items={[
            [t.email, parent.email],
            [t.phone, parent.phone ?? t.none],
            [t.joined, formatShortDate(parent.joinedAt, timeZone)],
          ]}
        />
      </Section>
      <Section title={t.children}>
        <Link
          className={secondaryButton}
          to={`${clubPages.addContact.path}?step=2&parentId=${parent.parentId}`}
          aria-label={t.addChildTo(name)}
        >
          {t.addChildHere}
        </Link>
        {contact.children.length === 0 ? (
          <p className="text-gray-700">{t.noChildren}</p>
        ) : (
          <ul className="space-y-3">
            {contact.children.map((child) => (
              <ChildCard key={child.personId} parentId={parent.parentId} child={child} />
            ))}
          </ul>
        )}
      </Section>
      <FamilyRecordSection parentId={parent.parentId} />
      <Section title={t.bookings}>
        <BookClassForFamily contact={contact} />
        {contact.bookings.length === 0 ? (
          <p className="text-gray-700">{t.noBookings}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {contact.bookings.map((b) => (
              <li key={b.bookingRef} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span>
                  <Link
                    className="font-semibold underline"
                    to={pagePath(clubPages.adminBooking, { bookingRef: b.bookingRef })}
                  >
                    {b.what}
                  </Link>{' '}
                  · {b.childName}
                </span>
                <span className="text-gray-700">
                  {b.startTime === null ? '' : formatShortDate(b.startTime, timeZone)} · {b.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t.orders}>
        {contact.credit !== null && (
          <DetailList
            items={[
              [
                messages.credit.contactCredit,
                contact.credit === 0
                  ? messages.credit.contactNoCredit
                  : formatMoney(contact.credit, currencySymbolFor(currency)),
              ],
            ]}
          />
        )}
        {me?.financialAccess && (
          <Link className={secondaryButton} to={`${clubPages.newCustomOrder.path}?parentId=${parent.parentId}`}>
            {messages.adminOrders.newOrderTitle}
          </Link>
        )}
        {contact.orders.length === 0 ? (
          <p className="text-gray-700">{t.noOrders}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {contact.orders.map((o) => (
              <li key={o.uuid} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="font-mono">{o.reference}</span>
                <span>
                  {o.total !== null && `${formatMoney(o.total)} · `}
                  {o.status} · {formatShortDate(o.createdAt, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t.consents}>
        <ul className="space-y-1">
          <li>
            {consents.termsVersion === null || consents.termsAcceptedAt === null
              ? t.termsNotAccepted
              : t.termsAccepted(consents.termsVersion, formatShortDate(consents.termsAcceptedAt, timeZone))}
          </li>
          <li>{t.marketing(consents.marketingOptIn)}</li>
          <li>{t.specialCategory(consents.specialCategoryConsent)}</li>
        </ul>
      </Section>
      {remove.isError && <FormAlert>{userMessage(remove.error)}</FormAlert>}
      <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
        {t.removeContact}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t.removeConfirmTitle(name)}
        body={t.removeConfirmBody}
        confirmLabel={t.removeContact}
        cancelLabel={t.cancel}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate(clubPages.contacts.path, { state: { notice: t.removed(name) } }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}

function ContactOf({ parentId }: { parentId: number }) {
  const contact = useContact(parentId);
  const { timeZone, currency } = useClub();
  return (
    <ResourceState query={contact} title={(c) => `${c.parent.firstName} ${c.parent.lastName}`}>
      {(c) => <Contact contact={c} timeZone={timeZone} currency={currency} />}
    </ResourceState>
  );
}

/**
 * /cms/contacts/{parentId}: the parent, their children (edit each), the family's answers to the club's questions and
 * contact attributes, bookings, credit and orders, consents; remove.
 */
export default function ContactPage() {
  const { parentId } = useParams();
  return parentId && isCanonicalId(parentId) ? <ContactOf parentId={Number(parentId)} /> : <NotFoundPage />;
}
