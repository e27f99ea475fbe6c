import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the message has one. */
  html?: string;
  /** Each header as sent (the last of a name), by its lower-cased name: `list-unsubscribe`. */
  headers?: Record<string, string>;
  /** The files sent with it, as the receiving side parsed them. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on a free local port that keeps every message it is sent, for tests. */
export async function startSmtpCapture(): Promise<{
  url: string;
  messages: CapturedMail[];
  /** How many SMTP connections clients opened. */
  connections(): number;
  latestTo(email: string): CapturedMail | undefined;
  close(): Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const headers = Object.fromEntries(
          mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
        );
        const html = typeof mail.html === 'string' ? mail.html : undefined;
        const attachments = mail.attachments.map((a) => ({
          filename: a.filename ?? '',
          contentType: a.contentType,
          content: a.content,
        }));
        messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html, headers, attachments });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    latestTo: (email) => [...messages].reverse().find((m) => m.to === email.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
