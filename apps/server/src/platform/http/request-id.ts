import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustedProxy } from './trusted-proxies.js';

/**
 * Fastify's `genReqId`: the X-Request-Id a trusted proxy sent (so its log and ours share the id),
 * otherwise a new one. A client's own header would let it choose, or collide with, the id that
 * ties log lines together.
 */
export function requestIdOf(trusted: TrustedProxy) {
  return (req: IncomingMessage): string => {
    const given = req.headers['x-request-id'];
    const fromProxy = req.socket.remoteAddress !== undefined && trusted(req.socket.remoteAddress, 0);
    return fromProxy && typeof given === 'string' && given.length > 0 && given.length <= 64 ? given : randomUUID();
  };
}
