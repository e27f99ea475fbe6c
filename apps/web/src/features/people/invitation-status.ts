import { INVITATION_LIFETIME_DAYS } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { calendarDaysBetween, clubToday } from '@clubroom/domain/rules';
import dayjs from 'dayjs';

/**
 * A pending invitation as the staff page shows it: 'Invited 3 days ago' (by calendar days on the
 * club's calendar, its time zone, as the server counts them; a date once it is a fortnight old), and
 * whether its link has expired.
 */
export function invitationStatus(
  invitedAt: string,
  timeZone: string,
  now: Date = new Date(),
): { label: string; expired: boolean } {
  const sent = new Date(invitedAt);
  const sentOn = clubToday(timeZone, sent);
  const days = calendarDaysBetween(sentOn, clubToday(timeZone, now));
  return {
    label: messages.staff.invitedWhen(days, dayjs(sentOn).format('D MMM YYYY')),
    expired: now.getTime() - sent.getTime() >= INVITATION_LIFETIME_DAYS * 86_400_000,
  };
}
