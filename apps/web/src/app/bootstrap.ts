import type { Bootstrap } from '@clubroom/domain/api';
import { callApi } from '../lib/api-client';

/** Which club this host is: embedded by the server in every page, fetched only under Vite's dev server. */
export async function loadBootstrap(): Promise<Bootstrap> {
  const embedded = document.getElementById('bootstrap')?.textContent;
  if (embedded) return JSON.parse(embedded) as Bootstrap;
  // Only the dev server gets here: the route's reference stays out of the first download.
  return callApi((await import('../lib/api-routes/clubs')).currentClub);
}

/** White or near-black text on the club's primary colour, whichever has the better contrast. */
export function textColourOn(hex: string): string {
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#111111';
}
