import { emailEventBodySchema, messagingApi } from '@clubroom/domain/api';
import { suppressionOf } from '@clubroom/domain/rules';
import type { FastifyInstance } from 'fastify';
import { AppError, bodyFieldRefused } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { EMAIL_EVENTS_SIGNATURE_HEADER, emailEventSignatureValid } from './email-event-signature.js';
import { emailSuppressionsRepository } from './email-suppressions.repository.js';

const wholeBodyRefused = (message: string) =>
  new AppError('VALIDATION_FAILED', `body: ${message}`, [{ path: 'body', message }]);

/** The event in the body, or a 400 naming the field that is wrong. */
function emailEventOf(body: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw wholeBodyRefused('must be JSON');
  }
  const parsed = emailEventBodySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  const field = first?.path.join('.');
  throw field ? bodyFieldRefused(field, first?.message ?? 'is invalid') : wholeBodyRefused('must be a JSON object');
}

/**
 * Bounces and complaints from the email provider (docs/messaging.md), signed with EMAIL_EVENTS_SECRET: 404 without
 * it, 403 for a missing or wrong signature (nothing changes), 400 naming a field. A permanent bounce or a complaint
 * suppresses the address; a transient bounce is logged and changes nothing.
 */
export async function emailEventRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const suppressions = emailSuppressionsRepository(deps.db);
  const secret = deps.config.EMAIL_EVENTS_SECRET;
  // The relay signs the body exactly as sent: this route alone reads it raw, never parsed and re-serialised.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerRoute(raw, messagingApi.emailEventsWebhook, async ({ request }) => {
      if (!secret) throw new AppError('NOT_FOUND');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0); // no body: nothing signed
      if (!emailEventSignatureValid(secret, request.headers[EMAIL_EVENTS_SIGNATURE_HEADER], body)) {
        throw new AppError('FORBIDDEN', 'The request is not signed by the email provider.');
      }
      const event = emailEventOf(body);
      const reason = suppressionOf(event);
      if (reason) await suppressions.suppress(event.email, reason, new Date(event.at), deps.clock());
      else request.log.info({ type: event.type, bounceType: event.bounceType }, 'transient email bounce: ignored');
      return { received: true as const, suppressed: reason !== null };
    });
  });
}
