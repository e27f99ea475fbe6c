import { contactFilterKeys, type ContactFilterKey, type MessageAudience } from '@clubroom/domain/api';
import { listInWords, messages as texts } from '@clubroom/domain/messages';
import {
  decideChannels,
  formatDateTime,
  formatLongDate,
  zonedWallTimeToEpoch,
  type ChannelDecision,
  type EmailSuppressionReason,
  type MergeValues,
  type MessageChannel,
  type MessagePurpose,
  ukMobileToE164,
} from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ContactsListFilter } from '../contacts/index.js';
import type { AudienceRepository, AudienceRow, PlaceRow } from './audience.repository.js';

/** One person a message is for: their channels decided, their merge fields filled. */
export interface Recipient {
  userId: number;
  name: string;
  /** The children the message is about, in words. */
  children: string;
  decisions: ChannelDecision[];
  values: MergeValues;
  /** Its own idempotency key (a reminder's: a family a day); none: the message's and the person's. */
  key?: string;
}

export interface ResolvedAudience {
  label: string;
  recipients: Recipient[];
}

interface Club {
  id: number;
  name: string;
  timeZone: string;
}

/** A family of an audience: the parent, and the places the message is about (their children's). */
export interface Family {
  person: AudienceRow;
  children: string[];
  places: Pick<PlaceRow, 'className' | 'venueName' | 'nextStart'>[];
}

const unique = (items: string[]) => [...new Set(items)];

/** The merge fields of one family: their children, classes and venues in words, and the soonest next session. */
function valuesFor(club: Club, { person, children, places }: Family): MergeValues {
  const next = places
    .map((p) => p.nextStart)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    parentFirstName: person.firstName,
    childFirstName: listInWords(unique(children)),
    className: listInWords(unique(places.map((p) => p.className))),
    venue: listInWords(unique(places.map((p) => p.venueName))),
    nextSession: next ? formatDateTime(Math.floor(next.getTime() / 1000), club.timeZone) : '',
    clubName: club.name,
  };
}

/** Places grouped into families, each parent once, in the order the places came (by family name). */
function familiesOf(places: PlaceRow[]): Family[] {
  const families = new Map<number, Family>();
  for (const { childFirstName, className, venueName, nextStart, ...person } of places) {
    const family = families.get(person.userId) ?? { person, children: [], places: [] };
    family.children.push(childFirstName);
    family.places.push({ className, venueName, nextStart });
    families.set(person.userId, family);
  }
  return [...families.values()];
}

/** The id an audience names, as a message row stores it beside its kind (0: none, or a contacts list's filter). */
export const audienceIdOf = (audience: MessageAudience): number => {
  switch (audience.kind) {
    case 'run':
    case 'waitingList':
      return audience.runId;
    case 'term':
      return audience.termId;
    case 'camp':
      return audience.campId;
    case 'campWeek':
      return audience.campWeekId;
    case 'campDay':
      return audience.campDayId;
    case 'person':
      return audience.personId;
    case 'dateRange':
      return 0;
    case 'contacts':
      return contactsFilterOf(audience)?.id ?? 0;
    case 'chosen':
      return 0;
  }
};

/**
 * The audience a message row names (`audience_kind`, `audience_id`), for a `message-expand` job queued without the
 * audience in its payload (before the payload carried it): the kinds an id names alone.
 */
export function audienceOfRow(kind: string, id: number): MessageAudience {
  if (kind === 'run') return { kind, runId: id };
  if (kind === 'term') return { kind, termId: id };
  if (kind === 'camp') return { kind, campId: id };
  return { kind: 'person', personId: id };
}

type ContactsAudience = Extract<MessageAudience, { kind: 'contacts' }>;

/** The contacts list's one filter an audience names, or null (the whole list). */
function contactsFilterOf(audience: ContactsAudience): { key: ContactFilterKey; id: number } | null {
  const key = contactFilterKeys.find((k) => audience[k] !== undefined);
  return key ? { key, id: audience[key]! } : null;
}

/** The contacts list's filters an audience names (not its kind). */
const listFilterOf = ({ kind: _kind, ...filter }: ContactsAudience): ContactsListFilter => filter;

/** A date (YYYY-MM-DD) in words, 'Mon 2nd November 2026'. */
const dateInWords = (date: string, timeZone: string) =>
  formatLongDate(zonedWallTimeToEpoch(date, 12, 0, timeZone), timeZone);

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(what);
  return value;
};

/** A contacts list's contact attribute filter in words ("whose Team contains 'Red'"); 404 when not the club's. */
async function contactsWith(repo: AudienceRepository, clubId: number, audience: ContactsAudience) {
  if (audience.attributeId === undefined) return null;
  const name = found(await repo.attributeName(clubId, audience.attributeId), 'Contact attribute');
  return texts.messaging.contactsWithAttribute(name, audience.attributeValue ?? '');
}

/** The log's column holds 200 characters: a long search or attribute value is cut short. */
const LABEL_LENGTH = 200;
const clipped = (label: string) => (label.length > LABEL_LENGTH ? `${label.slice(0, LABEL_LENGTH - 1)}…` : label);

/** What a contacts list's filter narrows to, in words ('booked in Autumn 2026'); 404 when not the club's. */
async function contactsAmong(repo: AudienceRepository, clubId: number, audience: ContactsAudience) {
  const filter = contactsFilterOf(audience);
  if (!filter) return null;
  const among = texts.messaging.contactsAmong[filter.key];
  switch (filter.key) {
    case 'termId':
      return among(found(await repo.termName(clubId, filter.id), 'Term'));
    case 'runId':
      return among(found(await repo.runName(clubId, filter.id), 'Class'));
    case 'campId':
      return among(found(await repo.campName(clubId, filter.id), 'Camp'));
    case 'campWeekId': {
      const week = found(await repo.campWeek(clubId, filter.id), 'Camp week');
      return among(`${week.campName}, ${week.weekName}`);
    }
  }
}

/** The audience's label for the log and the preview; 404 when what it names is not the club's. */
export async function audienceLabel(repo: AudienceRepository, club: Omit<Club, 'name'>, audience: MessageAudience) {
  const words = texts.messaging;
  const clubId = club.id;
  switch (audience.kind) {
    case 'run':
      return words.runAudience(found(await repo.runName(clubId, audience.runId), 'Class'));
    case 'waitingList':
      return words.waitingListAudience(found(await repo.runName(clubId, audience.runId), 'Class'));
    case 'term':
      return words.termAudience(found(await repo.termName(clubId, audience.termId), 'Term'));
    case 'camp':
      return words.campAudience(found(await repo.campName(clubId, audience.campId), 'Camp'));
    case 'campWeek': {
      const week = found(await repo.campWeek(clubId, audience.campWeekId), 'Camp week');
      return words.campWeekAudience(week.campName, week.weekName);
    }
    case 'campDay': {
      const day = found(await repo.campDay(clubId, audience.campDayId), 'Camp day');
      return words.campDayAudience(day.campName, formatLongDate(day.startsAt.getTime() / 1000, club.timeZone));
    }
    case 'dateRange':
      return words.dateRangeAudience(
        dateInWords(audience.from, club.timeZone),
        dateInWords(audience.to, club.timeZone),
      );
    case 'contacts':
      return clipped(
        words.contactsAudience(
          await contactsAmong(repo, clubId, audience),
          await contactsWith(repo, clubId, audience),
          audience.search ?? null,
        ),
      );
    case 'chosen':
      // Whether each is the club's is checked at the request (`checkSender`); the job sends to those still so.
      return words.chosenAudience(audience.personIds.length);
    case 'person': {
      const person = found(await repo.contact(clubId, audience.personId), 'Contact');
      return words.personAudience(`${person.firstName} ${person.lastName}`);
    }
  }
}

/**
 * The contacts a contacts list's filters and search show (every page), or those ticked one by one that are (still)
 * the club's, each with their children at the club.
 */
async function familiesOfContacts(
  repo: AudienceRepository,
  clubId: number,
  audience: ContactsAudience | Extract<MessageAudience, { kind: 'chosen' }>,
) {
  const ids =
    audience.kind === 'chosen'
      ? await repo.contactsAmong(clubId, audience.personIds)
      : await repo.contactIds(clubId, listFilterOf(audience));
  const [people, children] = await Promise.all([repo.people(ids), repo.childrenOfParents(clubId, ids)]);
  return people.map((person): Family => ({ person, children: children.get(person.userId) ?? [], places: [] }));
}

/** One contact: their children at the club, and the classes of their soonest booked run (their places on it). */
async function familyOfPerson(repo: AudienceRepository, clubId: number, personId: number, now: Date) {
  const person = found(await repo.contact(clubId, personId), 'Contact');
  const [children, runId] = await Promise.all([
    repo.childrenAtClub(clubId, person.userId),
    repo.soonestRunOf(clubId, person.userId, now),
  ]);
  const places =
    runId === null ? [] : (await repo.placesOfRun(clubId, runId, now)).filter((p) => p.userId === person.userId);
  return [{ person, children, places }];
}

/** The families of the audience as of `now`: the booked (or waiting) families of what it names, or contacts. */
async function familiesOfAudience(
  repo: AudienceRepository,
  club: Club,
  audience: MessageAudience,
  now: Date,
): Promise<Family[]> {
  const clubId = club.id;
  switch (audience.kind) {
    case 'run':
      return familiesOf(await repo.placesOfRun(clubId, audience.runId, now));
    case 'waitingList':
      return familiesOf(await repo.placesOfWaitingList(clubId, audience.runId, now));
    case 'term':
      return familiesOf(await repo.placesOfTerm(clubId, audience.termId, now));
    case 'camp':
      return familiesOf(await repo.placesOfCamp(clubId, audience.campId, now));
    case 'campWeek':
      return familiesOf(await repo.placesOfCampWeek(clubId, audience.campWeekId, now));
    case 'campDay':
      return familiesOf(await repo.placesOfCampDay(clubId, audience.campDayId, now));
    case 'dateRange':
      return familiesOf(await repo.placesInDates(clubId, { ...audience, timeZone: club.timeZone }, now));
    case 'contacts':
    case 'chosen':
      return familiesOfContacts(repo, clubId, audience);
    case 'person':
      return familyOfPerson(repo, clubId, audience.personId, now);
  }
}

/**
 * Who the message reaches and how each reads it, as of `now`: each parent once, with the children the message is
 * about, their channels decided (consent, unsubscribes, suppressed addresses) and their merge fields filled. 404 for an audience that
 * is not the club's.
 */
export async function resolveAudience(
  repo: AudienceRepository,
  club: Club,
  audience: MessageAudience,
  draft: { purpose: MessagePurpose; channels: readonly MessageChannel[] },
  now: Date,
): Promise<ResolvedAudience> {
  const label = await audienceLabel(repo, club, audience);
  const families = await familiesOfAudience(repo, club, audience, now);
  return { label, recipients: await recipientsOf(repo, club, families, draft) };
}

/**
 * Each family as a recipient: their channels decided (consent, unsubscribes, suppressed addresses, STOP) and their
 * merge fields filled (the soonest of their places' `nextStart` as `{{nextSession}}`), in the order given.
 */
export async function recipientsOf(
  repo: AudienceRepository,
  club: Club,
  families: Family[],
  draft: { purpose: MessagePurpose; channels: readonly MessageChannel[] },
): Promise<Recipient[]> {
  const unsubscribes = await repo.unsubscribes(
    club.id,
    families.map((f) => f.person.userId),
  );
  const mobileOf = (person: AudienceRow) => (person.mobile ? ukMobileToE164(person.mobile) : null);
  const suppressed = draft.channels.includes('email')
    ? await repo.emailSuppressed(families.map((f) => f.person.email))
    : new Map<string, EmailSuppressionReason>();
  const stopped = draft.channels.includes('sms')
    ? await repo.smsOptedOut(families.map((f) => mobileOf(f.person)).filter((m): m is string => m !== null))
    : new Set<string>();
  return families.map((family): Recipient => {
    const { person } = family;
    return {
      userId: person.userId,
      name: `${person.firstName} ${person.lastName}`,
      children: listInWords(unique(family.children)),
      decisions: decideChannels(
        {
          email: person.email,
          mobile: person.mobile,
          marketingConsent: person.marketingOptIn,
          unsubscribed: unsubscribes.get(person.userId) ?? new Set(),
          smsStopped: stopped.has(mobileOf(person) ?? ''),
          emailSuppressed: suppressed.get(person.email.toLowerCase()) ?? null,
        },
        draft.channels,
        draft.purpose,
      ),
      values: valuesFor(club, family),
    };
  });
}
