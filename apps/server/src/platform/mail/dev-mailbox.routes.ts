import { platformApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../http/register-route.js';
import { devMailboxGuard } from './dev-mailbox-access.js';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped text with its links made clickable (magic links and reset links are the point of the page). */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

type Message = Awaited<ReturnType<DevMailboxRepository['list']>>[number];

function mailboxPage(messages: Message[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt.toISOString())}</p>
<pre>${withLinks(m.text)}</pre>${
        m.attachments.length
          ? `<p class="meta">Attached: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</p>`
          : ''
      }
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox | Clubroom</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;word-break:break-all}.meta{color:#555}</style>
</head><body><h1>Dev mailbox</h1><p>Emails the server would have sent, newest first (only outside production, on this machine). Filter with <code>?to=address</code>.</p>
${items || '<p>No emails yet.</p>'}
</body></html>`;
}

/**
 * The dev mailbox (registered only when `servesDevMailbox`): GET /api/dev/mailbox as JSON, and
 * GET /dev/mailbox as a plain page with clickable links. A plugin of its own, so its guard runs
 * before these two routes only, and before their input is parsed.
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  { repo, baseDomain }: { repo: DevMailboxRepository; baseDomain: string },
): Promise<void> {
  app.addHook('onRequest', devMailboxGuard(baseDomain));
  registerRoute(app, platformApi.devMailbox, async ({ query }) => ({ messages: await repo.list(query.to) }));
  registerRoute(app, platformApi.devMailboxPage, async ({ query, reply }) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(mailboxPage(await repo.list(query.to))),
  );
}
