import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMBED_SCRIPT_FILE } from '../modules/schedule-embed/embed-script.js';

export const FAKE_EMBED_SCRIPT = "(function(){document.title='embedded schedule'})();\n";

/**
 * A web build (WEB_DIST_DIR) holding only the embed script, so a test of `/embed.js` does not depend on whether
 * `npm run build` has run. Remove it with `fs.rmSync(dir, { recursive: true, force: true })`.
 */
export function fakeEmbedBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-embed-'));
  fs.mkdirSync(path.join(dir, path.dirname(EMBED_SCRIPT_FILE)), { recursive: true });
  fs.writeFileSync(path.join(dir, EMBED_SCRIPT_FILE), FAKE_EMBED_SCRIPT);
  return dir;
}
