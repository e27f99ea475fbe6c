import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiAddress } from '../stripe-client.js';

/** A request as the SDK sent it. */
export interface SentRequest {
  /** `POST /v1/payment_intents` */
  route: string;
  query: URLSearchParams;
  /** The form-encoded body: `items[0][price_data][currency]`-style keys. */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** An answer of Stripe's API (`fixtures/`). */
export interface StandInAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Answers this late (a slow API, to reach the client's timeout). */
  delayMs?: number;
}

const unrecognised = (route: string) => ({
  error: {
    message: `Unrecognized request URL (${route.replace(' ', ': ')}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    type: 'invalid_request_error',
  },
});

const requestId = () => `req_${randomBytes(7).toString('hex')}`;

/**
 * Stands in for Stripe's API on a local port, so the SDK runs for real, offline: each request is answered with
 * the next answer queued for its route (an unqueued route gets Stripe's 404), and recorded.
 */
export async function startStandInStripe() {
  const queued = new Map<string, StandInAnswer[]>();
  const requests: SentRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const route = `${req.method} ${url.pathname}`;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ route, query: url.searchParams, form, headers: req.headers });
      const answer = queued.get(route)?.shift() ?? { status: 404, body: unrecognised(route) };
      const respond = () => {
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'request-id': requestId(),
          'stripe-version': String(req.headers['stripe-version']),
          ...(req.headers['idempotency-key'] && { 'idempotency-key': String(req.headers['idempotency-key']) }),
          ...answer.headers,
        });
        res.end(JSON.stringify(answer.body, null, 2));
      };
      if (!answer.delayMs) return respond();
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api: StripeApiAddress = { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' };

  return {
    api,
    requests,
    /** Queues answers for a route (`POST /v1/customers`), each answering one request in turn. */
    answer(route: string, ...answers: StandInAnswer[]) {
      queued.set(route, [...(queued.get(route) ?? []), ...answers]);
    },
    /** The last request the SDK sent. */
    lastRequest(): SentRequest {
      const last = requests.at(-1);
      if (!last) throw new Error('The stand-in has had no request');
      return last;
    },
    /** Forgets requests and unused answers, between tests. */
    reset() {
      queued.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StandInStripe = Awaited<ReturnType<typeof startStandInStripe>>;
