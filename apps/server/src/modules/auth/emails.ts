import type { MailMessage } from '../../platform/mail/mailer.js';

const signature = '\n\nThe Clubroom team';

export function verificationCodeEmail(to: string, code: string, clubName: string): MailMessage {
  return {
    to,
    subject: `Your ${clubName} verification code: ${code}`,
    text: `Your verification code is ${code}.\n\nEnter it on the sign-up page, on the device where you signed up, to confirm your email address. It expires in 15 minutes.\n\nIf you did not sign up to ${clubName}, you can ignore this email.${signature}`,
  };
}

export function magicLinkEmail(to: string, url: string, clubName: string): MailMessage {
  return {
    to,
    subject: `Sign in to ${clubName}`,
    text: `Use this link to sign in. It works once and expires in 15 minutes:\n\n${url}\n\nIf you did not ask to sign in, you can ignore this email.${signature}`,
  };
}

export function passwordResetEmail(to: string, url: string, clubName: string): MailMessage {
  return {
    to,
    subject: `Reset your ${clubName} password`,
    text: `Use this link to choose a new password. It expires in 1 hour:\n\n${url}\n\nIf you did not ask to reset your password, you can ignore this email: your password has not changed.${signature}`,
  };
}

/** Who is invited to which club, by whom, and as what (a role in a sentence: 'a coach'). */
interface StaffInvitation {
  clubName: string;
  inviterName: string;
  role: string;
}

export function staffInvitationEmail(to: string, url: string, invitation: StaffInvitation): MailMessage {
  return {
    to,
    subject: `You're invited to join ${invitation.clubName} as ${invitation.role}`,
    text: `${invitation.inviterName} has invited you to join ${invitation.clubName} as ${invitation.role}.\n\nUse this link to choose your password and sign in. It works once and expires in 7 days:\n\n${url}\n\nIf you were not expecting this, you can ignore this email.${signature}`,
  };
}

export function addedToStaffEmail(to: string, url: string, invitation: StaffInvitation): MailMessage {
  return {
    to,
    subject: `You've been added as ${invitation.role} at ${invitation.clubName}`,
    text: `${invitation.inviterName} has added you as ${invitation.role} at ${invitation.clubName}. Sign in with your usual email address and password:\n\n${url}${signature}`,
  };
}
