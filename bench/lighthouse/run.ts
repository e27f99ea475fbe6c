/**
 * bench/lighthouse: Lighthouse's performance audit of the demo club's schedule `/`, a run page
 * `/{runId}/info`, a term page `/term/{termId}` and `/login`, and the platform's listing search
 * `/search` (a 6-year-old near a postcode), as a phone (Lighthouse's default: simulated slow 4G and a
 * 4× slower CPU) and as a desktop (its desktop config), in Debian's Chromium, against the built server started
 * as `npm start` starts it, on a fresh embedded database seeded with the demo. Prints the median of
 * BENCH_RUNS (3) runs of each page and form factor: performance score, FCP, LCP, TBT, CLS and the
 * bytes of JavaScript transferred. `npm run bench:lighthouse` builds first.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ScheduleResponse } from '@clubroom/domain/api';
import { median } from '../support/median.js';
import { freePort, stopProcess, waitForHealth } from '../support/server-process.js';
import { audit, type Figures, type FormFactor } from './audit.js';
import { requireBuiltServer, spawnBuiltServer } from '../support/built-server.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const CLUB = 'demo';
/** BENCH_FORM_FACTORS=mobile audits the phone only. */
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',') as FormFactor[];

/** GET a club's JSON from the server: Node's fetch can neither resolve `*.localhost` nor set Host. */
function getClubJson<T>(port: number, pathname: string): Promise<T> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host: `${CLUB}.localhost:${port}` } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve(JSON.parse(body) as T) : reject(new Error(`${res.statusCode}: ${body}`)),
        );
      })
      .on('error', reject);
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function print(label: string, formFactor: FormFactor, runsOf: Figures[]) {
  const m = (key: keyof Figures) => median(runsOf.map((f) => f[key]));
  console.log(
    [
      label.padEnd(16),
      formFactor.padEnd(8),
      `performance ${String(m('performance')).padStart(3)} (${runsOf.map((f) => f.performance).join(', ')})`.padEnd(30),
      `FCP ${seconds(m('fcp'))}`,
      `LCP ${seconds(m('lcp'))}`,
      `TBT ${m('tbt').toFixed(0).padStart(4)} ms`,
      `CLS ${m('cls').toFixed(3)}`,
      `JS ${kib(m('jsBytes')).padStart(8)}`,
    ].join('   '),
  );
}

requireBuiltServer('lighthouse');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-bench-lighthouse-'));
const port = await freePort();
const server = spawnBuiltServer(dataDir, port);
try {
  await waitForHealth(server, port, 'the server');
  const schedule = await getClubJson<ScheduleResponse>(port, '/api/v4/public/schedule/current');
  const term = schedule.terms.find((t) => t.runs.length > 0);
  if (term === undefined) throw new Error('the demo club has no run to audit');
  const pages = [
    { label: '/', path: '/' },
    { label: '/{runId}/info', path: `/${term.runs[0].runId}/info` },
    { label: '/term/{termId}', path: `/term/${term.termId}` },
    { label: '/login', path: '/login' },
    // The listing site's results page, on the platform's host (no club).
    { label: 'platform /search', path: '/search?postcode=SW11+4NJ&radius=10&age=6', platform: true },
  ];
  console.log(
    `lighthouse: median of ${runs} runs; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const figures = new Map(pages.flatMap((page) => FORM_FACTORS.map((f) => [`${page.label} ${f}`, [] as Figures[]])));
  // Pages and form factors take turns, so a machine getting busier or quieter weighs on all alike.
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      for (const formFactor of FORM_FACTORS) {
        const url = `http://${'platform' in page ? '' : `${CLUB}.`}localhost:${port}${page.path}`;
        figures.get(`${page.label} ${formFactor}`)!.push(await audit(url, formFactor));
      }
    }
  }
  for (const page of pages) for (const f of FORM_FACTORS) print(page.label, f, figures.get(`${page.label} ${f}`)!);
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
