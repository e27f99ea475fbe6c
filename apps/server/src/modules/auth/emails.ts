import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

/**
 * The account's emails: asked for by the person a moment ago, so `essential` (sent even to an address that once
 * bounced or complained: the person is there now), and never in the inbox (they carry a code or a link that signs in).
 */
const essentialMail = (...args: Parameters<typeof plainTextEmail>): MailMessage => ({
  ...plainTextEmail(...args),
  essential: true,
});

export function verificationCodeEmail(to: string, code: string, clubName: string): MailMessage {
  return essentialMail(
    to,
    `Your ${clubName} verification code: ${code}`,
    `Your verification code is ${code}.\n\n` +
      'Enter it on the sign-up page, on the device where you signed up, to confirm your email address. ' +
      `It expires in 15 minutes.\n\nIf you did not sign up to ${clubName}, you can ignore this email.`,
  );
}

export function magicLinkEmail(to: string, url: string, clubName: string): MailMessage {
  return essentialMail(
    to,
    `Sign in to ${clubName}`,
    `Use this link to sign in. It works once and expires in 15 minutes:\n\n${url}\n\n` +
      'If you did not ask to sign in, you can ignore this email.',
  );
}

export function passwordResetEmail(to: string, url: string, clubName: string): MailMessage {
  return essentialMail(
    to,
    `Reset your ${clubName} password`,
    `Use this link to choose a new password. It expires in 1 hour:\n\n${url}\n\n` +
      'If you did not ask to reset your password, you can ignore this email: your password has not changed.',
  );
}
