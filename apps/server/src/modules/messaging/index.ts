import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { messagingJobHandlers } from './message-jobs.js';
import { messagingRoutes } from './messaging.routes.js';

/**
 * Messages from a club to its families, by email and SMS, and the parent's inbox (docs/messaging.md): the tables
 * messages, message_recipients and message_unsubscribes, their only writer.
 */
export const messagingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  messagingRoutes(app, deps);
};

/** The jobs that expand a message into its recipients and send their batches. */
export const messagingJobs = messagingJobHandlers;
