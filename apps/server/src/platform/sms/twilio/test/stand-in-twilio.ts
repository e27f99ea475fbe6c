import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

/** A request as the SDK sent it. */
export interface SentTwilioRequest {
  /** `POST /2010-04-01/Accounts/AC…/Messages.json` */
  route: string;
  /** The form-encoded body: `To`, `Body`, `From` or `MessagingServiceSid`, `StatusCallback`. */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** An answer other than a new message: Twilio's error (`{ code, message, more_info, status }`) or a slow one. */
export interface TwilioErrorAnswer {
  status: number;
  code: number;
  message: string;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/;

/** Twilio's Message resource as its API answers a create (written from the API reference, not captured). */
function messageResource(accountSid: string, form: URLSearchParams) {
  const sid = `SM${hex(16)}`;
  const now = new Date().toUTCString().replace('GMT', '+0000');
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: form.get('Body'),
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: form.get('From'),
    messaging_service_sid: form.get('MessagingServiceSid'),
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'GBP',
    sid,
    status: form.get('MessagingServiceSid') ? 'accepted' : 'queued',
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
    to: form.get('To'),
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
  };
}

/**
 * Stands in for Twilio's REST API on a local port, so the real SDK runs offline: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json` (form-encoded, HTTP Basic with the account SID and auth token)
 * answers 201 with a new message, or the next queued error; anything else Twilio's 404. Every request is recorded.
 */
export async function startStandInTwilio(accountSid: string, authToken: string) {
  const requests: SentTwilioRequest[] = [];
  const errors: TwilioErrorAnswer[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ route: `${req.method} ${path}`, form, headers: req.headers });
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'twilio-request-id': `RQ${hex(16)}` });
        res.end(JSON.stringify(body));
      };
      const error = (e: TwilioErrorAnswer) =>
        answer(e.status, {
          code: e.code,
          message: e.message,
          more_info: `https://www.twilio.com/docs/errors/${e.code}`,
          status: e.status,
        });
      const account = MESSAGES_PATH.exec(path)?.[1];
      if (req.method !== 'POST' || !account) {
        return error({ status: 404, code: 20404, message: 'The requested resource was not found' });
      }
      if (account !== accountSid || req.headers.authorization !== expectedAuth) {
        return error({ status: 401, code: 20003, message: 'Authenticate' });
      }
      const queued = errors.shift();
      if (queued) return error(queued);
      return answer(201, messageResource(account, form));
    });
  });
  // Longer than the client's idle sockets live (Node's agent keeps them 5 s): the server never closes one just as the
  // SDK reuses it (an ECONNRESET the job would retry later).
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    /** The messages the SDK sent, as Twilio received them. */
    messages: () =>
      requests.filter((r) => MESSAGES_PATH.test(r.route.slice('POST '.length))).map((r) => Object.fromEntries(r.form)),
    /** The next create answers this error instead (each queued error answers one request). */
    failNext(...answers: TwilioErrorAnswer[]) {
      errors.push(...answers);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
export type StandInTwilio = Awaited<ReturnType<typeof startStandInTwilio>>;

/** A webhook's `X-Twilio-Signature` as Twilio computes it (the SDK's own function), for posting to the app. */
export const twilioSignature = (authToken: string, url: string, params: Record<string, string>) =>
  twilio.getExpectedTwilioSignature(authToken, url, params);

/** Test credentials in Twilio's formats. */
export const TEST_TWILIO = {
  accountSid: `AC${'0'.repeat(31)}1`,
  authToken: 'test-auth-token-0123456789abcdef',
  from: '+447700900001',
};
