import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What we answer in, best first: brotli is smaller than gzip (our JSON ~20 %, the built JavaScript ~12 %). */
const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/** Below this a body is sent as it is: compressing it saves less than its headers cost. */
const THRESHOLD_BYTES = 1024;
/**
 * Brotli 5 costs what gzip's default does and is about 20 % smaller on our JSON; 4 (the plugin's
 * default) is faster but hardly beats gzip, and 11 is for files compressed at build time (the bench's
 * 357 KB schedule: gzip 6 37 KB in 7 ms, br 4 36 KB in 3 ms, br 5 30 KB in 6 ms, br 11 20 KB in 730 ms).
 */
const BROTLI_QUALITY = 5;

/**
 * Compresses every route's text answer (JSON, HTML) on the fly when the client takes br or gzip,
 * adding `Vary: Accept-Encoding`. It leaves alone an answer that already has a Content-Encoding (the
 * schedule's cached copies, the web app's precompressed files), a body without one (304, HEAD),
 * small bodies and types that are compressed already (images). Register it before the routes and
 * the static files: it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Request bodies stay as they are: no route takes a compressed body, and a small compressed one could
    // inflate past the body limit's intent before any check ran.
    globalDecompression: false,
  });
}

/** The encoding to answer a request in, honouring its q-values (`br;q=0` refuses brotli); null for none. */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  return header ? negotiate(header, [...ENCODINGS]) : null;
}

/** A text body compressed as the on-the-fly hook would (the pages, a cached answer). */
export function compressText(body: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body);
}

/** A text body kept with its compressed copies, each made by the first request that takes it (a cached answer). */
export interface CompressibleText {
  readonly body: string;
  /** The body's size in UTF-8, counted once: a page of a large schedule is ~1 MB to count on every visit. */
  readonly byteLength: number;
  encoded(encoding: ContentEncoding): Buffer;
}

export function compressibleText(body: string): CompressibleText {
  const copies = new Map<ContentEncoding, Buffer>();
  return {
    body,
    byteLength: Buffer.byteLength(body),
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) copies.set(encoding, (copy = compressText(body, encoding)));
      return copy;
    },
  };
}

/**
 * Sends a text body compressed when the client takes it, for answers that no route's hook compresses
 * (the pages, which the not-found handler sends, where route hooks do not run); a cached text is
 * sent in its kept copy.
 */
export function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string | CompressibleText,
): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const body = typeof text === 'string' ? text : text.body;
  const byteLength = typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength;
  const encoding = acceptedEncoding(request);
  if (!encoding || request.method === 'HEAD' || byteLength < THRESHOLD_BYTES) return reply.send(body);
  const encoded = typeof text === 'string' ? compressText(body, encoding) : text.encoded(encoding);
  return reply.header('content-encoding', encoding).send(encoded);
}
