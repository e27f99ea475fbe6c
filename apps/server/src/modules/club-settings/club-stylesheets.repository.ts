import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs, clubStylesheets } from '../../db/schema/index.js';

const stylesheetColumns = {
  hash: clubStylesheets.hash,
  css: clubStylesheets.css,
  uploadedAt: clubStylesheets.uploadedAt,
  previewToken: clubStylesheets.previewToken,
};

/**
 * A club's own stylesheets (this module's `club_stylesheets`, and `clubs.skin_stylesheet` naming the applied one): at
 * most the applied one and one uploaded for preview. Every statement names the club.
 */
export function clubStylesheetsRepository(db: Db) {
  /** The club's stylesheets (or that of one version), the applied one flagged. */
  const ofClub = (clubId: number, hash?: string) =>
    db
      .select({ ...stylesheetColumns, applied: sql<boolean>`${clubs.skinStylesheet} = ${clubStylesheets.hash}` })
      .from(clubStylesheets)
      .innerJoin(clubs, eq(clubs.id, clubStylesheets.clubId))
      .where(and(eq(clubStylesheets.clubId, clubId), hash === undefined ? undefined : eq(clubStylesheets.hash, hash)));

  return {
    /** The applied stylesheet and the one uploaded for preview (with its token), each null when there is none. */
    async stylesheetsOf(clubId: number) {
      const rows = await ofClub(clubId);
      const applied = rows.find((r) => r.applied);
      const pending = rows.find((r) => !r.applied);
      return {
        applied: applied ? { hash: applied.hash, css: applied.css, uploadedAt: applied.uploadedAt } : null,
        pending: pending
          ? { hash: pending.hash, css: pending.css, uploadedAt: pending.uploadedAt, previewToken: pending.previewToken }
          : null,
      };
    },

    /**
     * The club's stylesheet of this version when it may be served: the applied one, or the one uploaded for preview
     * with its token. `preview`: not applied (no cache may keep it).
     */
    async servable(clubId: number, hash: string, previewToken: string | undefined) {
      const [row] = await ofClub(clubId, hash);
      if (!row || !(row.applied || row.previewToken === previewToken)) return null;
      return { css: row.css, preview: !row.applied };
    },

    /** The stylesheet uploaded for preview that this token opens; null when none does. */
    async pendingByToken(clubId: number, previewToken: string) {
      const [row] = await db
        .select({ hash: clubStylesheets.hash })
        .from(clubStylesheets)
        .innerJoin(clubs, eq(clubs.id, clubStylesheets.clubId))
        .where(
          and(
            eq(clubStylesheets.clubId, clubId),
            eq(clubStylesheets.previewToken, previewToken),
            sql`${clubs.skinStylesheet} is distinct from ${clubStylesheets.hash}`,
          ),
        );
      return row ?? null;
    },

    /**
     * Keeps a stylesheet for preview, replacing the one uploaded before (the applied one stays). The applied one
     * uploaded again is kept as it is: there is nothing new to preview.
     */
    async upload(clubId: number, sheet: { hash: string; css: string; uploadedAt: Date; previewToken: string }) {
      const [club] = await db.select({ applied: clubs.skinStylesheet }).from(clubs).where(eq(clubs.id, clubId));
      if (club?.applied === sheet.hash) return false;
      await db
        .delete(clubStylesheets)
        .where(
          and(eq(clubStylesheets.clubId, clubId), club?.applied ? ne(clubStylesheets.hash, club.applied) : undefined),
        );
      await db.insert(clubStylesheets).values({ clubId, ...sheet });
      return true;
    },

    /** Applies the stylesheet uploaded for preview of this version; false when there is none. The old one goes. */
    async apply(clubId: number, hash: string): Promise<boolean> {
      const [pending] = await db
        .update(clubs)
        .set({ skinStylesheet: hash })
        .where(
          and(
            eq(clubs.id, clubId),
            sql`${clubs.skinStylesheet} is distinct from ${hash}`,
            sql`exists (select 1 from ${clubStylesheets} where ${clubStylesheets.clubId} = ${clubId}
              and ${clubStylesheets.hash} = ${hash})`,
          ),
        )
        .returning({ id: clubs.id });
      if (!pending) return false;
      await db.delete(clubStylesheets).where(and(eq(clubStylesheets.clubId, clubId), ne(clubStylesheets.hash, hash)));
      return true;
    },

    /** Removes the applied stylesheet (one uploaded for preview stays); answers its version, null when none. */
    async remove(clubId: number): Promise<string | null> {
      const [club] = await db.select({ applied: clubs.skinStylesheet }).from(clubs).where(eq(clubs.id, clubId));
      if (!club?.applied) return null;
      await db.update(clubs).set({ skinStylesheet: null }).where(eq(clubs.id, clubId));
      await db
        .delete(clubStylesheets)
        .where(and(eq(clubStylesheets.clubId, clubId), eq(clubStylesheets.hash, club.applied)));
      return club.applied;
    },
  };
}

export type ClubStylesheetsRepository = ReturnType<typeof clubStylesheetsRepository>;
