import { INVITATION_LIFETIME_DAYS } from '@clubroom/domain/api';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

/** Who is invited to which club, by whom, and as what (a role in a sentence: 'a coach'). */
export interface StaffInvitation {
  clubName: string;
  inviterName: string;
  role: string;
}

export function staffInvitationEmail(to: string, url: string, invitation: StaffInvitation): MailMessage {
  const { clubName, inviterName, role } = invitation;
  return plainTextEmail(
    to,
    `You're invited to join ${clubName} as ${role}`,
    `${inviterName} has invited you to join ${clubName} as ${role}.\n\n` +
      `Use this link to choose your password and sign in. It works once and expires in ${INVITATION_LIFETIME_DAYS} days:\n\n${url}\n\n` +
      'If you were not expecting this, you can ignore this email.',
  );
}

export function addedToStaffEmail(to: string, url: string, invitation: StaffInvitation): MailMessage {
  const { clubName, inviterName, role } = invitation;
  return plainTextEmail(
    to,
    `You've been added as ${role} at ${clubName}`,
    `${inviterName} has added you as ${role} at ${clubName}. ` +
      `Sign in with your usual email address and password:\n\n${url}`,
  );
}
