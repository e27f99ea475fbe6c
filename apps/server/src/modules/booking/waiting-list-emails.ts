import { messages } from '@clubroom/domain/messages';
import { formatDateTime } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { emailFromClub } from '../../platform/mail/plain-text-email.js';
import type { WaitingListRepository } from './waiting-list.repository.js';
import { whereAndWhen } from './place-words.js';

const words = messages.bookingEmails;

/** Who and what an email about a waiting-list entry names (the repository's `offerFacts`). */
export type EntryFacts = NonNullable<Awaited<ReturnType<WaitingListRepository['offerFacts']>>>;

/** The club's site (`https://demo.example.com`) with a path, for an email's link. */
export const clubLink = (facts: Pick<EntryFacts, 'subdomain'>, publicUrl: URL, path: string) =>
  `${publicUrl.protocol}//${facts.subdomain}.${publicUrl.host}${path}`;

/** A family joined a run's waiting list: where they are in the queue, what happens next, and where it meets. */
export function joinedEmail(facts: EntryFacts, position: number, bookingsUrl: string): MailMessage {
  const t = words.waitingListJoined;
  return emailFromClub(facts, facts.clubName, t.subject(facts.childName, facts.className), [
    t.body(facts.childName, facts.className, facts.clubName, position),
    ...whereAndWhen(facts.venue, [], facts.timeZone).map((line) => line.trim()),
    t.next,
    '',
    `${t.link} ${bookingsUrl}`,
  ]);
}

/** The place offered to a family was not booked in time: it has gone to the next family; they may join again. */
export function offerLapsedEmail(facts: EntryFacts, expiredAt: Date, runUrl: string): MailMessage {
  const t = words.offerLapsed;
  const when = formatDateTime(Math.floor(expiredAt.getTime() / 1000), facts.timeZone);
  return emailFromClub(facts, facts.clubName, t.subject(facts.childName, facts.className), [
    t.body(facts.childName, facts.className, when),
    '',
    `${t.again} ${runUrl}`,
  ]);
}
