import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatDateTime, formatMoney } from '@clubroom/domain/rules';
import { clubPages } from '@clubroom/domain/pages';
import { toEpoch } from '../../lib/epoch.js';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { emailFromClub } from '../../platform/mail/plain-text-email.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CancelledSessionHolds, RunSessionPlaces, SessionPlace } from '../booking/index.js';
import type { PlaceMoneyActs } from '../payments/index.js';
import type { PeopleDirectory } from '../people/index.js';
import type { RunSessionDatesRepository } from './run-session-dates.repository.js';
import type { SessionDatesWrites } from './session-dates-deps.js';

const t = messages.runSessions;

/**
 * What the job works with: the session and its places, the basket trials of it, the money acts of a cancel, the
 * families, the outbox.
 */
export interface SessionChangeDeps {
  repo: RunSessionDatesRepository;
  places: RunSessionPlaces;
  holds: CancelledSessionHolds;
  money: PlaceMoneyActs;
  people: Pick<PeopleDirectory, 'findById'>;
  clubById: (clubId: number) => Promise<ResolvedClub | null>;
  transaction: <T>(work: (writes: SessionDatesWrites) => Promise<T>) => Promise<T>;
  publicUrl: URL;
}

type Session = NonNullable<Awaited<ReturnType<RunSessionDatesRepository['sessionById']>>>;

/**
 * A place's share of the cancelled session given back as the club's cancellation policy says, by the rules of a
 * parent's own cancel (`placeMoney`: refunded to the card that paid, never more than is left of the payment; or kept
 * as credit), once per session and booking. Answers the family's words for it.
 */
async function settle(
  deps: SessionChangeDeps,
  club: ResolvedClub,
  session: Session,
  place: SessionPlace,
  policy: string,
) {
  const byClub = t.money.byClub;
  if (place.orderId === null || place.orderUuid === null || place.share <= 0 || place.paymentPlan) return byClub;
  const key = `session-cancel:${session.id}:${place.bookingRef}`;
  const money = {
    clubId: club.id,
    parentUserId: place.parentUserId,
    bookingId: place.bookingId,
    bookingRef: place.bookingRef,
    orderId: place.orderId,
    orderUuid: place.orderUuid,
    creditApplied: place.creditApplied,
    amount: place.share,
    reason: t.emails.cancelled(session.className, formatDateTime(toEpoch(session.startsAt), club.timeZone)),
    key,
    creditSource: key,
  };
  const amountOf = (minor: number) => formatMoney(minor, currencySymbolFor(club.currency));
  if (policy === 'refund') {
    const refunded = await deps.money.refundToCard(club, money);
    return refunded > 0 ? t.money.refunded(amountOf(refunded), place.childName) : byClub;
  }
  if (policy === 'credit') {
    const credited = await deps.money.keepAsCredit(club, money);
    return credited > 0 ? t.money.credited(amountOf(credited), place.childName, club.name) : byClub;
  }
  return byClub;
}

/**
 * `run-session-changed` (queued by a session's cancel or its undoing): the families booked on the session are
 * emailed, one email each naming their children; a cancel first releases trials of the session held in baskets and
 * gives back each place's share of its price. A job
 * whose change has been undone since (the session put back on before it ran, or cancelled again) does nothing: the
 * later change's own job speaks for it.
 */
export const runSessionChangedJob =
  (deps: SessionChangeDeps): JobHandler<'run-session-changed'> =>
  async ({ data }) => {
    const club = await deps.clubById(data.clubId);
    const session = club && (await deps.repo.sessionById(club.id, data.sessionId));
    if (!club || !session) return;
    const cancelled = data.change === 'cancelled';
    if (cancelled !== (session.cancelledAt !== null)) return;
    // Trials of it waiting in baskets hold nothing any more: released before anything else (no email: not booked).
    if (cancelled) await deps.holds.releaseTrials(club.id, session.runId);
    const when = formatDateTime(toEpoch(session.startsAt), club.timeZone);
    const { places, refund } = await deps.places.ofSession(club.id, session.runId, toEpoch(session.startsAt));
    const lettersByParent = new Map<number, { children: string[]; money: string[] }>();
    for (const place of places) {
      const letter = lettersByParent.get(place.parentUserId) ?? { children: [], money: [] };
      letter.children.push(place.childName);
      if (cancelled) letter.money.push(await settle(deps, club, session, place, refund));
      lettersByParent.set(place.parentUserId, letter);
    }
    const site = `${deps.publicUrl.protocol}//${club.subdomain}.${deps.publicUrl.host}`;
    const emails: MailMessage[] = [];
    for (const [parentUserId, letter] of lettersByParent) {
      const parent = await deps.people.findById(parentUserId);
      if (!parent) continue;
      const lines = cancelled
        ? [
            t.emails.cancelled(session.className, when),
            ...(session.cancelReason ? [t.emails.reason(session.cancelReason)] : []),
            t.emails.children(letter.children.join(', ')),
            ...[...new Set(letter.money)],
          ]
        : [
            t.emails.restored(session.className, when),
            t.emails.children(letter.children.join(', ')),
            t.emails.restoredMoney,
          ];
      const subject = (cancelled ? t.emails.cancelledSubject : t.emails.restoredSubject)(club.name, session.className);
      emails.push({
        ...emailFromClub(parent, club.name, subject, [
          ...lines,
          '',
          `${t.emails.link} ${site}${clubPages.myBookings.path}`,
        ]),
        inbox: { clubId: club.id, userId: parentUserId }, // also in the family's inbox at the club
      });
    }
    if (emails.length > 0)
      await deps.transaction(async ({ outbox }) => {
        for (const email of emails) await outbox.email(email);
      });
  };
