import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type Response from 'twilio/lib/http/response.js';
import { SmsRefusedError, type SmsSender } from '../sms-sender.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A messaging service (`MG…`), else this sender (a number in E.164, or an alphanumeric sender id). */
  messagingServiceSid?: string;
  from?: string;
  /** Where Twilio posts each message's delivery receipts (the app's status webhook). */
  statusCallback: string;
  /** Instead of `https://api.twilio.com` (tests: the stand-in server). */
  apiUrl?: string;
}

/** One attempt's limit (the SDK's default is 30 s); a rate-limited (429) request is tried again this many times. */
const TIMEOUT_MS = 20_000;
const MAX_RETRIES = 2;

/** A request of the SDK's, sent to `apiUrl` instead of Twilio's API: the SDK's documented custom `httpClient`. */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiUrl: URL,
    options: RequestClient.RequestClientOptions,
  ) {
    super(options);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
    const uri = new URL(opts.uri);
    uri.protocol = this.apiUrl.protocol;
    uri.host = this.apiUrl.host;
    return super.request({ ...opts, uri: uri.toString() });
  }
}

/**
 * Twilio's RestException: a 400 is the message's own fault (21211 an invalid number, 21610 a number that replied
 * STOP, 21408 a region not enabled) and stays so when retried. A wrong token (401), a rate limit (429) or Twilio's
 * own failure is the platform's problem, tried again with the job.
 */
function asSendError(err: unknown): unknown {
  if (!(err instanceof twilio.RestException) || err.status !== 400) return err;
  return new SmsRefusedError(`Twilio ${err.code}: ${err.message}`, err.code ?? null, { cause: err });
}

/**
 * SMS through Twilio's Messages API with the official SDK (`POST /2010-04-01/Accounts/{sid}/Messages.json`).
 * Each message asks for its delivery receipts at `statusCallback`; the answer's `sid` names it in them.
 */
export function twilioSms(settings: TwilioSettings): SmsSender {
  const options = { timeout: TIMEOUT_MS, autoRetry: true, maxRetries: MAX_RETRIES };
  const client = twilio(settings.accountSid, settings.authToken, {
    ...options,
    ...(settings.apiUrl && { httpClient: new RedirectedRequestClient(new URL(settings.apiUrl), options) }),
  });
  const sender = settings.messagingServiceSid
    ? { messagingServiceSid: settings.messagingServiceSid }
    : { from: settings.from ?? '' };
  return {
    available: true,
    async send({ to, body }) {
      try {
        const message = await client.messages.create({ to, body, ...sender, statusCallback: settings.statusCallback });
        return { providerId: message.sid };
      } catch (err) {
        throw asSendError(err);
      }
    },
  };
}
