import { LOGO_MAX_BYTES } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import { ApiError } from '../../lib/api-client';
import { userMessage } from '../../lib/user-message';

const t = messages.clubProfile;

/** The logo upload's states (spec §4): idle, saving (1), success (2), failed (3, with the kind of failure). */
export const LOGO_STATUS = { idle: 0, saving: 1, success: 2, failed: 3 } as const;
export type LogoStatus = (typeof LOGO_STATUS)[keyof typeof LOGO_STATUS];

export interface LogoError {
  /** 'size' or 'type' for the two refusals the spec names; 'other' for anything else (the network…). */
  type: 'size' | 'type' | 'other';
  message: string;
}

/** A file refused before it is sent: one too large is not worth uploading (the server checks again, and the type). */
export const logoErrorBeforeUpload = (file: Pick<File, 'size'>): LogoError | null =>
  file.size > LOGO_MAX_BYTES ? { type: 'size', message: t.logoTooLarge } : null;

/** What a failed upload tells the organiser: the server's text for a refused size or type. */
export function logoErrorOf(err: unknown): LogoError {
  if (err instanceof ApiError && err.code === 'FILE_TOO_LARGE') return { type: 'size', message: t.logoTooLarge };
  if (err instanceof ApiError && err.code === 'FILE_TYPE_REFUSED') return { type: 'type', message: t.logoWrongType };
  return { type: 'other', message: userMessage(err) };
}

/** The logo's URL with a cache-busting timestamp, so the browser shows the new image at once. */
export const cacheBusted = (url: string, now = Date.now()) => `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
