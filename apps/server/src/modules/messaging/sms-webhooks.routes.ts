import { messagingApi } from '@clubroom/domain/api';
import { smsReceiptStatus, smsReplyKeyword, ukMobileToE164 } from '@clubroom/domain/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { smsOptOutsRepository } from '../../platform/sms/sms-opt-outs.repository.js';
import { TWILIO_SIGNATURE_HEADER, twilioSignatureValid } from '../../platform/sms/twilio/twilio-webhook.js';
import { messagingRepository } from './messaging.repository.js';

/** Twilio's answer meaning "no reply of ours" (Twilio itself answers STOP and START). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio's webhooks (docs/messaging.md): delivery receipts and replies. Each must carry Twilio's signature of the
 * address it was posted to (the app's, from PUBLIC_URL) and its fields, with TWILIO_AUTH_TOKEN: otherwise 403
 * (always, without Twilio configured).
 */
export function smsWebhookRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const repo = messagingRepository(deps.db);
  const optOuts = smsOptOutsRepository(deps.db);
  const authToken = deps.config.TWILIO_AUTH_TOKEN;
  const checkSigned = async (request: FastifyRequest, path: string, body: Record<string, unknown>) => {
    const url = new URL(path, deps.config.publicUrl).toString();
    if (!authToken || !(await twilioSignatureValid(authToken, request.headers[TWILIO_SIGNATURE_HEADER], url, body))) {
      throw new AppError('FORBIDDEN', 'The request is not signed by the SMS provider.');
    }
  };

  // A receipt for an SMS nobody here knows (an invoice's SMS, one sent before its id was kept) is answered 200 and
  // ignored: an error would only make Twilio send it again.
  registerRoute(app, messagingApi.smsStatusWebhook, async ({ request, body }) => {
    await checkSigned(request, messagingApi.smsStatusWebhook.path, body);
    const status = smsReceiptStatus(body.MessageStatus);
    if (status && !(await repo.smsReceipt(body.MessageSid, status))) {
      request.log.info({ sid: body.MessageSid, status }, 'SMS receipt for no SMS still awaiting one: ignored');
    }
    return { received: true as const };
  });

  // STOP (and the other opt-out words) from a number: no SMS from any club until it says START (every club sends
  // from the platform's one sender, and Twilio itself blocks that sender's SMS to the number meanwhile).
  registerRoute(app, messagingApi.smsInboundWebhook, async ({ request, reply, body }) => {
    await checkSigned(request, messagingApi.smsInboundWebhook.path, body);
    const phone = body.From.startsWith('+') ? body.From : ukMobileToE164(body.From);
    const keyword = smsReplyKeyword(body.Body);
    if (phone && keyword === 'stop') await optOuts.optOut(phone, deps.clock());
    if (phone && keyword === 'start') await optOuts.optIn(phone);
    return reply.type('text/xml').send(EMPTY_TWIML);
  });
}
