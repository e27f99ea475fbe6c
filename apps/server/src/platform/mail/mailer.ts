export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a marketing email's List-Unsubscribe); never built from a person's words. */
  headers?: Record<string, string>;
}

/** Sends email. SMTP when SMTP_URL is set; otherwise the dev mailbox keeps each message. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes what it holds open (the SMTP pool's connections) when the app stops. */
  close?(): void;
}
