import { getJson } from './http.js';

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for the dev mailbox (kept by the server when SMTP_URL is unset) to hold a message to
 * `to` whose subject matches, newer than `afterId`; read over node:http from this machine with
 * the platform's Host, the only one the mailbox answers. `timeoutMs`: longer for mail sent at the end of a chain of
 * jobs (a cancelled session's: its job, then each family's email job), which the queue's polling spaces out.
 */
export async function waitForMail(
  port: number,
  to: string,
  subject: RegExp,
  afterId = 0,
  timeoutMs = 10_000,
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = await getJson<{ messages: MailMessage[] }>(
      port,
      'localhost',
      `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
    );
    const found = messages.find((m) => m.id > afterId && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${subject} (have: ${messages.map((m) => m.subject).join(' | ')})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
