import type { TestApp } from './test-app.js';

/**
 * The subjects of the person's inbox, newest first (`GET /api/v4/people/parent/messages/0/50`, any host), once the
 * queued emails have gone: an app email tagged `inbox` is recorded as the send-email job sends it.
 */
export async function inboxSubjects(t: TestApp, cookie: string): Promise<string[]> {
  await t.app.jobs.settled();
  const res = await t.request({ club: null, url: '/api/v4/people/parent/messages/0/50', cookie });
  if (res.statusCode !== 200) throw new Error(`inbox: ${res.statusCode} ${res.body}`);
  return (res.json().messages as { subject: string }[]).map((m) => m.subject);
}
