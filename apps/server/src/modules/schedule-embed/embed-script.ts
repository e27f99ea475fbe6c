import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the web build writes the embed script (apps/web/vite.embed.config.ts). */
export const EMBED_SCRIPT_FILE = path.join('embed', 'embed.js');

/** The built script and its ETag; null when the web app is not built (the route then answers 404). */
export interface EmbedScript {
  body: string;
  etag: string;
}

/** Reads the built script once, when the server starts: a new build comes with a restart. */
export function embedScriptFrom(distDir: string): EmbedScript | null {
  const file = path.join(distDir, EMBED_SCRIPT_FILE);
  if (!fs.existsSync(file)) return null;
  const body = fs.readFileSync(file, 'utf8');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}
