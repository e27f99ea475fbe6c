import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { singleFlight } from '../lib/single-flight.js';
import { compressibleText, type CompressibleText } from './http/compression.js';

/** Enough for thousands of small clubs' pages, or a few hundred of the largest schedule (~0.7 MB each). */
const MAX_BYTES = 128 * 1024 * 1024;

/**
 * Server-rendered pages kept by everything they are made from (their address, head and the answers
 * they show), so a page of a busy schedule is rendered once per change of the schedule, not once per
 * visit; least recently used pages go first. Pages being rendered are shared by the requests that
 * arrive meanwhile.
 */
export function createRenderedPages(maxBytes = MAX_BYTES) {
  const pages = new LRUCache<string, CompressibleText>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.body.length * 2,
  });
  const render = singleFlight(async (key: string, build: () => Promise<string>) => {
    const page = compressibleText(await build());
    pages.set(key, page);
    return page;
  });

  return {
    /** The page made from `parts`, rendered by `build` when there is none. */
    get(parts: readonly string[], build: () => Promise<string>): Promise<CompressibleText> {
      const hash = createHash('sha1');
      for (const part of parts) hash.update(part).update('\0');
      const key = hash.digest('base64url');
      return Promise.resolve(pages.get(key) ?? render(key, build));
    },
  };
}
