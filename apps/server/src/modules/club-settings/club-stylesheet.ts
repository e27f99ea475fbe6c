import { createHash, randomBytes } from 'node:crypto';
import { AppError, notFound } from '../../platform/errors.js';
import type { ClubStylesheetsRepository } from './club-stylesheets.repository.js';

/** A stylesheet's version: the first 16 hex digits of its SHA-256 (its URL's name). */
const versionOf = (css: string) => createHash('sha256').update(css).digest('hex').slice(0, 16);

/**
 * Keeps an uploaded stylesheet for preview once the parser passed it (`checkedStylesheet`: 400 naming the field, with
 * the line, otherwise), with a new preview token. Answers its version and size; null when it is the applied one.
 */
export async function uploadStylesheet(repo: ClubStylesheetsRepository, clubId: number, text: string, now: Date) {
  // Loaded with the first upload, not with every server's start: its parser (postcss) is ~30 ms of a start's CPU.
  const { checkedStylesheet } = await import('./stylesheet-check.js');
  const css = checkedStylesheet(text);
  const hash = versionOf(css);
  const previewToken = randomBytes(24).toString('base64url');
  const kept = await repo.upload(clubId, { hash, css, uploadedAt: now, previewToken });
  return kept ? { hash, bytes: Buffer.byteLength(css) } : null;
}

/**
 * Applies the stylesheet uploaded for preview, when it is the version previewed: another (a later upload, or none)
 * is 409 naming `body.hash`, so nobody applies what they did not see.
 */
export async function applyStylesheet(repo: ClubStylesheetsRepository, clubId: number, hash: string) {
  if (!(await repo.apply(clubId, hash)))
    throw new AppError('CONFLICT', 'That is not the stylesheet uploaded for preview', [
      { path: 'body.hash', message: 'is not the stylesheet uploaded for preview: reload and preview it again' },
    ]);
}

/** The club's stylesheet of a version, as its host serves it (the applied one, or with its preview token); 404 else. */
export async function servedStylesheet(
  repo: ClubStylesheetsRepository,
  clubId: number,
  hash: string,
  previewToken: string | undefined,
) {
  const sheet = await repo.servable(clubId, hash, previewToken);
  if (!sheet) throw notFound('Stylesheet');
  return sheet;
}
