import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../errors.js';

/** Whether the server keeps emails in the dev mailbox and serves it: never in production nor beside an SMTP server. */
export const servesDevMailbox = (config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>): boolean =>
  config.NODE_ENV !== 'production' && !config.SMTP_URL;

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (a dual-stack socket's `::ffff:127.0.0.1`). */
export const isLoopback = (address: string | undefined): boolean =>
  address === '::1' || /^(::ffff:)?127\./.test(address ?? '');

/**
 * The dev mailbox holds every sign-in link and reset token, so only the developer's own browser may
 * read it. The Host must be the platform's own name (404 on a club's host, and on any other name, so a
 * site whose name an attacker rebinds to 127.0.0.1 cannot read it from a developer's browser); the
 * client must be this machine: the socket's address, never an X-Forwarded-For (403 otherwise).
 */
export function devMailboxGuard(baseDomain: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.hostname.toLowerCase() !== baseDomain.toLowerCase()) throw new AppError('NOT_FOUND');
    if (!isLoopback(request.socket.remoteAddress)) {
      throw new AppError('FORBIDDEN', 'The dev mailbox answers only requests from this machine (a loopback address)');
    }
  };
}
