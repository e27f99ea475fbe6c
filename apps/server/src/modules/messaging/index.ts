import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { registerUploads } from '../../platform/storage/uploads.js';
import { emailEventRoutes } from './email-events.routes.js';
import { messagingJobHandlers } from './message-jobs.js';
import { messagingRoutes } from './messaging.routes.js';
import { smsWebhookRoutes } from './sms-webhooks.routes.js';

/**
 * Messages from a club to its families, by email and SMS, and the parent's inbox (docs/messaging.md): the tables
 * messages, message_recipients, message_attachments, message_unsubscribes, club_messaging_settings and email_suppressions, their only
 * writer; Twilio's receipts and STOP replies; the email provider's bounces and complaints.
 */
export const messagingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await registerUploads(app); // a message's attachments
  messagingRoutes(app, deps);
  smsWebhookRoutes(app, deps);
  await emailEventRoutes(app, deps);
};

/** The jobs that expand a message into its recipients and send their batches. */
export const messagingJobs = messagingJobHandlers;
