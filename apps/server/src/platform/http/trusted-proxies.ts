import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../../config.js';

/** Whether the peer at `address` (`hop` 0: the socket's) is a proxy whose X-Forwarded-* and X-Request-Id count. */
export type TrustedProxy = (address: string, hop: number) => boolean;

/**
 * In production, the proxies TRUST_PROXY names (by default one on this machine); elsewhere none, so
 * nothing a client writes into X-Forwarded-* or X-Request-Id is believed. Fastify is given the same
 * function (`trustProxy`), so the client address, the scheme and the request id agree on whom to believe.
 */
export function trustedProxies(config: Pick<Config, 'NODE_ENV' | 'TRUST_PROXY'>): TrustedProxy {
  if (config.NODE_ENV !== 'production') return () => false;
  return proxyAddr.compile(config.TRUST_PROXY.split(',').map((entry) => entry.trim()));
}
