import type { MessageAudience } from '@clubroom/domain/api';
import { messages as texts } from '@clubroom/domain/messages';
import {
  coachAudienceKinds,
  coachMayMessage,
  countrySupport,
  managesSchedule,
  type MessageChannel,
  type MessagePurpose,
} from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { SmsSender } from '../../platform/sms/sms-sender.js';
import { audienceLabel } from './audience.js';
import type { AudienceRepository } from './audience.repository.js';

interface Draft {
  audience: MessageAudience;
  purpose: MessagePurpose;
  channels: readonly MessageChannel[];
  urgent: boolean;
}

const refused = (message: string) => new AppError('FORBIDDEN', message);

type CoachAudience = Extract<MessageAudience, { kind: (typeof coachAudienceKinds)[number] }>;
const coachable = (audience: MessageAudience): audience is CoachAudience => coachMayMessage(audience.kind);

/** The run or the camp a coach's audience is about (the label has already found it the club's). */
async function coachedPlace(
  repo: AudienceRepository,
  clubId: number,
  audience: CoachAudience,
): Promise<{ runId: number } | { campId: number } | null> {
  switch (audience.kind) {
    case 'run':
    case 'waitingList':
      return { runId: audience.runId };
    case 'camp':
      return { campId: audience.campId };
    case 'campWeek':
      return repo.campWeek(clubId, audience.campWeekId);
    case 'campDay':
      return repo.campDay(clubId, audience.campDayId);
  }
}

/**
 * THE OBJECT RULE of sending: the audience must be the club's (404 otherwise), the sender an organiser (or a
 * platform manager), or a coach sending a service message to the families of a run (or its waiting list) or a camp
 * (or one of its weeks or days) they coach (403 otherwise: a term, a date range, contacts are the organisers');
 * SMS only where the club's region has it and a sender is configured (400 naming `body.channels`). Answers the
 * audience's label for the log. Only an organiser may mark a message urgent (its SMS go in the quiet hours).
 */
export async function checkSender(
  repo: AudienceRepository,
  sms: Pick<SmsSender, 'available'>,
  clubId: number,
  auth: AuthContext,
  draft: Draft,
): Promise<string> {
  const club = await repo.club(clubId);
  if (!club) throw notFound('Club');
  const { audience } = draft;
  const label = await audienceLabel(repo, { id: clubId, timeZone: club.timeZone }, audience);
  // Contacts ticked one by one must all be the club's (404 otherwise: another club's person is never named).
  if (
    audience.kind === 'chosen' &&
    (await repo.contactsAmong(clubId, audience.personIds)).length !== audience.personIds.length
  )
    throw notFound('Contact');
  const organiser = managesSchedule(rolesOf(auth));
  if (draft.urgent && !organiser) throw refused(texts.messaging.urgentOrganisersOnly);
  if (!organiser) {
    // A coach: the families of a run (or its waiting list) or a camp they coach, and service messages only.
    const place = coachable(audience) && (await coachedPlace(repo, clubId, audience));
    if (!place || !(await repo.coaches(clubId, place, auth.user.id))) throw refused(texts.messaging.coachOwnRuns);
    if (draft.purpose !== 'service') throw refused(texts.messaging.coachServiceOnly);
  }
  if (draft.channels.includes('sms') && !(sms.available && countrySupport(club.country).supportsSms)) {
    const message = texts.messaging.smsNotSupported;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.channels', message }]);
  }
  return label;
}
