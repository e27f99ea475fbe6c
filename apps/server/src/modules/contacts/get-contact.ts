import type { ContactChild, ContactDetail } from '@clubroom/domain/api';
import { schoolYearKey, schoolYearOf, clubToday } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openContact } from './contact-access.js';
import type { ContactsDeps } from './contacts-deps.js';

/** Raw SQL rows give timestamps as Date or ISO text. */
const epochOf = (d: Date | string) => toEpoch(new Date(d));
const genderOf = (value: string | null) => (value === 'female' || value === 'male' || value === 'other' ? value : null);

/**
 * A contact's children as the club's staff see them: details, notes (special-category: only this
 * club's staff, which the route's access and openContact ensure), emergency contacts and the
 * answer to this club's photo question.
 */
export async function contactChildren(
  deps: Pick<ContactsDeps, 'contacts' | 'clock'>,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  parentId: number,
): Promise<ContactChild[]> {
  const rows = await deps.contacts.childDetailsOf(club.id, parentId);
  const contacts = await deps.contacts.emergencyContactsOf(rows.map((r) => r.child.id));
  const today = clubToday(club.timeZone, deps.clock());
  return rows.map(({ child, photoAllowed }) => ({
    personId: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
    gender: genderOf(child.gender),
    schoolYear: schoolYearKey(schoolYearOf(child.dateOfBirth, today)),
    medicalNotes: child.medicalNotes,
    allergyNotes: child.allergyNotes,
    specialNeeds: child.specialNeeds,
    emergencyContacts: contacts.get(child.id) ?? [],
    photoPermission: photoAllowed === null ? null : photoAllowed ? '1' : '0',
  }));
}

/**
 * GET /api/v4/contacts/{parentId}: the parent, their children, bookings and orders at the club, their consents.
 * Orders' amounts and the family's credit only for staff who see the club's money (`seesMoney`); otherwise null.
 */
export async function getContact(
  deps: Pick<ContactsDeps, 'contacts' | 'consents' | 'clock' | 'credit'>,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  parentId: number,
  seesMoney: boolean,
): Promise<ContactDetail> {
  const { joinedAt, ...parent } = await openContact(deps.contacts, club, parentId);
  const [children, bookings, orders, consents, specialCategoryConsent, credit] = await Promise.all([
    contactChildren(deps, club, parentId),
    deps.contacts.bookingsOf(club.id, parentId),
    deps.contacts.ordersOf(club.id, parentId),
    deps.contacts.consentsOf(parentId),
    deps.consents.isGiven(parentId),
    seesMoney ? deps.credit.balance(club.id, parentId) : null,
  ]);
  return {
    parent: { ...parent, joinedAt: toEpoch(joinedAt) },
    children,
    bookings: bookings.map((b) => ({
      bookingRef: b.booking_ref,
      childId: Number(b.child_id),
      childName: b.child_name,
      what: b.what ?? '',
      kind: b.kind,
      status: b.status,
      startTime: b.starts_at === null ? null : epochOf(b.starts_at),
    })),
    orders: orders.map((o) => ({
      uuid: o.uuid,
      reference: o.uuid.slice(0, 8).toUpperCase(),
      total: seesMoney ? Number(o.total) : null,
      status: o.status,
      createdAt: epochOf(o.created_at),
    })),
    consents: {
      termsVersion: consents?.version ?? null,
      termsAcceptedAt: consents?.accepted_at ? epochOf(consents.accepted_at) : null,
      marketingOptIn: consents?.marketing_opt_in ?? false,
      specialCategoryConsent,
    },
    credit,
  };
}
