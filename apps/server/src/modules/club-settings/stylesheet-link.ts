import { skinPreviewStylesheetUrl, skinStylesheetUrl } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { clubStylesheetsRepository } from './club-stylesheets.repository.js';

/**
 * The stylesheet a club's page links after its theme: the one uploaded for preview when the page's preview token
 * opens it (platform staff, from the console: `preview`), else the applied one; null when the club has none.
 */
export function clubStylesheetLink({ db }: { db: Db }) {
  const repo = clubStylesheetsRepository(db);
  return async (
    club: Pick<ResolvedClub, 'id' | 'skinStylesheet'>,
    previewToken: string | null,
  ): Promise<{ href: string; preview: boolean } | null> => {
    const pending = previewToken ? await repo.pendingByToken(club.id, previewToken) : null;
    if (pending && previewToken) return { href: skinPreviewStylesheetUrl(pending.hash, previewToken), preview: true };
    return club.skinStylesheet ? { href: skinStylesheetUrl(club.skinStylesheet), preview: false } : null;
  };
}
