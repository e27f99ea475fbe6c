import type { MessageAudience } from '@clubroom/domain/api';
import { listInWords, messages as texts } from '@clubroom/domain/messages';
import {
  decideChannels,
  formatDateTime,
  type ChannelDecision,
  type MergeValues,
  type MessageChannel,
  type MessagePurpose,
  ukMobileToE164,
} from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { AudienceRepository, AudienceRow, PlaceRow } from './audience.repository.js';

/** One person a message is for: their channels decided, their merge fields filled. */
export interface Recipient {
  userId: number;
  name: string;
  /** The children the message is about, in words. */
  children: string;
  decisions: ChannelDecision[];
  values: MergeValues;
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
interface Family {
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

/** The id an audience names, as a message row stores it beside its kind. */
export const audienceIdOf = (audience: MessageAudience): number => {
  switch (audience.kind) {
    case 'run':
      return audience.runId;
    case 'term':
      return audience.termId;
    case 'camp':
      return audience.campId;
    case 'person':
      return audience.personId;
  }
};

/** The audience a message row names (`audience_kind`, `audience_id`). */
export function audienceOfRow(kind: string, id: number): MessageAudience {
  if (kind === 'run') return { kind, runId: id };
  if (kind === 'term') return { kind, termId: id };
  if (kind === 'camp') return { kind, campId: id };
  return { kind: 'person', personId: id };
}

/** The audience's label for the log and the preview; 404 when what it names is not the club's. */
export async function audienceLabel(repo: AudienceRepository, clubId: number, audience: MessageAudience) {
  const words = texts.messaging;
  switch (audience.kind) {
    case 'run': {
      const name = await repo.runName(clubId, audience.runId);
      if (name === null) throw notFound('Class');
      return words.runAudience(name);
    }
    case 'term': {
      const name = await repo.termName(clubId, audience.termId);
      if (name === null) throw notFound('Term');
      return words.termAudience(name);
    }
    case 'camp': {
      const name = await repo.campName(clubId, audience.campId);
      if (name === null) throw notFound('Camp');
      return words.campAudience(name);
    }
    case 'person': {
      const person = await repo.contact(clubId, audience.personId);
      if (!person) throw notFound('Contact');
      return words.personAudience(`${person.firstName} ${person.lastName}`);
    }
  }
}

/** The families of the audience as of `now`: a run's, a term's or a camp's booked families, or one contact. */
async function familiesOfAudience(
  repo: AudienceRepository,
  clubId: number,
  audience: MessageAudience,
  now: Date,
): Promise<Family[]> {
  switch (audience.kind) {
    case 'run':
      return familiesOf(await repo.placesOfRun(clubId, audience.runId, now));
    case 'term':
      return familiesOf(await repo.placesOfTerm(clubId, audience.termId, now));
    case 'camp':
      return familiesOf(await repo.placesOfCamp(clubId, audience.campId, now));
    case 'person': {
      const person = await repo.contact(clubId, audience.personId);
      if (!person) throw notFound('Contact');
      const [children, runId] = await Promise.all([
        repo.childrenAtClub(clubId, person.userId),
        repo.soonestRunOf(clubId, person.userId, now),
      ]);
      // The classes of the family's soonest booked run (their places on it), if any.
      const places =
        runId === null ? [] : (await repo.placesOfRun(clubId, runId, now)).filter((p) => p.userId === person.userId);
      return [{ person, children, places }];
    }
  }
}

/**
 * Who the message reaches and how each reads it, as of `now`: each parent once, with the children the message is
 * about, their channels decided (consent, unsubscribes) and their merge fields filled. 404 for an audience that
 * is not the club's.
 */
export async function resolveAudience(
  repo: AudienceRepository,
  club: Club,
  audience: MessageAudience,
  draft: { purpose: MessagePurpose; channels: readonly MessageChannel[] },
  now: Date,
): Promise<ResolvedAudience> {
  const label = await audienceLabel(repo, club.id, audience);
  const families = await familiesOfAudience(repo, club.id, audience, now);
  const unsubscribes = await repo.unsubscribes(
    club.id,
    families.map((f) => f.person.userId),
  );
  const mobileOf = (person: AudienceRow) => (person.mobile ? ukMobileToE164(person.mobile) : null);
  const stopped = draft.channels.includes('sms')
    ? await repo.smsOptedOut(families.map((f) => mobileOf(f.person)).filter((m): m is string => m !== null))
    : new Set<string>();
  const recipients = families.map((family): Recipient => {
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
          // Bounces are not recorded yet (docs/messaging.md): nobody is suppressed for one.
          bounced: new Set(),
        },
        draft.channels,
        draft.purpose,
      ),
      values: valuesFor(club, family),
    };
  });
  return { label, recipients };
}
