import { INVITATION_LIFETIME_DAYS } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import dayjs from 'dayjs';

/**
 * A pending invitation as the staff page shows it: 'Invited 3 days ago' (by calendar days where the
 * organiser is, a date once it is a fortnight old), and whether its link has expired.
 */
export function invitationStatus(invitedAt: string, now: Date = new Date()): { label: string; expired: boolean } {
  const sent = dayjs(invitedAt);
  const days = dayjs(now).startOf('day').diff(sent.startOf('day'), 'day');
  return {
    label: messages.staff.invitedWhen(days, sent.format('D MMM YYYY')),
    expired: dayjs(now).diff(sent, 'day', true) >= INVITATION_LIFETIME_DAYS,
  };
}
