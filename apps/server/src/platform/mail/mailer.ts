/** A file sent with an email (nodemailer's attachment: its name, bytes and type). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a club's message's PDF and images); the dev mailbox keeps their names. */
  attachments?: MailAttachment[];
  /** Extra headers (a marketing email's List-Unsubscribe); never built from a person's words. */
  headers?: Record<string, string>;
  /**
   * Through the `send-email` job only (never handed to the mailer): the parent's inbox at the club it also goes
   * to (a booking confirmation, an invoice, a receipt…; docs/messaging.md, "The app's own emails").
   */
  inbox?: { clubId: number; userId: number };
  /**
   * Through the `send-email` job only: sent even to an address that bounced or complained (a sign-in link, a code,
   * a password reset the person has just asked for). Others are not sent to a suppressed address.
   */
  essential?: boolean;
}

/** Sends email. SMTP when SMTP_URL is set; otherwise the dev mailbox keeps each message. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes what it holds open (the SMTP pool's connections) when the app stops. */
  close?(): void;
}
