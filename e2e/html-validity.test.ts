import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ScheduleResponse } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, getText } from './support/http.js';
import { withAppServer } from './support/suite.js';

/** The W3C Nu HTML checker's jar, run on the machine's Java (17 or later). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const CLUB = 'demo.localhost';
/**
 * What the checker's CSS validator refuses in CSS that browsers take, all of it Tailwind 4's (the
 * stylesheet the head inlines): `@property` registrations, custom properties in
 * `transition-property`, and `margin-trim` in an `@supports` test. Any other CSS message still fails.
 */
const CSS_THE_CHECKER_DOES_NOT_KNOW = [
  /^CSS: Unrecognized at-rule '@property'/,
  /^CSS: 'transition-property': '--tw-[\w-]+' is not a 'transition-property' value/,
  /^CSS: 'margin-trim': Property 'margin-trim' doesn't exist/,
];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
}

const app = withAppServer();
let schedule: ScheduleResponse;
let dir: string;

beforeAll(async () => {
  schedule = await getJson<ScheduleResponse>(app.server.port, CLUB, '/api/v4/public/schedule/current');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-vnu-'));
});
afterAll(async () => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the HTML of the public pages', () => {
  it('passes the W3C Nu HTML checker with no errors', async () => {
    const [term] = schedule.terms;
    const pages: { name: string; path: string; status: number }[] = [
      { name: 'schedule', path: '/', status: 200 },
      { name: 'run', path: `/${term.runs[0].runId}/info`, status: 200 },
      { name: 'camp', path: `/camp/${schedule.camps[0].campId}`, status: 200 },
      { name: 'term', path: `/term/${term.termId}`, status: 200 },
      { name: 'not-found', path: '/no-such-page', status: 404 },
      { name: 'sign-in', path: '/login', status: 200 },
    ];
    for (const page of pages) {
      const { status, body } = await getText(app.server.port, CLUB, page.path, 'text/html');
      expect(status, page.path).toBe(page.status);
      fs.writeFileSync(path.join(dir, `${page.name}.html`), body);
    }

    // One Java start for every page: the checker takes a while to start. JSON goes to stdout.
    const { stdout } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        '--asciiquotes',
        ...pages.map((p) => path.join(dir, `${p.name}.html`)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info' && !CSS_THE_CHECKER_DOES_NOT_KNOW.some((known) => known.test(m.message)))
      .map((m) => {
        const page = pages.find((p) => m.url.endsWith(`/${p.name}.html`));
        return `${page?.path ?? m.url} line ${m.lastLine ?? '?'}: ${m.message}`;
      });
    expect(errors).toEqual([]);
  });

  it('links an icon file the server serves, from its own origin (the CSP allows images from self)', async () => {
    const { body } = await getText(app.server.port, CLUB, '/', 'text/html');
    const href = /<link rel="icon"[^>]* href="([^"]+)"/.exec(body)?.[1];
    expect(href).toMatch(/^\/vue\/prod\//);
    const icon = await getText(app.server.port, CLUB, href!, 'image/*');
    expect(icon.status).toBe(200);
    expect(icon.body).toContain('<svg');
  });
});
