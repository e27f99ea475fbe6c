import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Hashed files a browser downloads as text; images and fonts are compressed already. */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json|txt)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside each hashed text asset, which the server
 * sends as they are (`@fastify/static`'s preCompressed): the slowest, smallest settings cost nothing
 * per request, being paid once per build. A sibling is written only when it is smaller than the file.
 */
export function precompress(): Plugin {
  return {
    name: 'clubroom:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const filePath = path.join(dir, fileName);
          const content = await fs.readFile(filePath);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await fs.writeFile(`${filePath}.br`, br);
          if (gz.length < content.length) await fs.writeFile(`${filePath}.gz`, gz);
        }),
      );
    },
  };
}
