import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs } from '../../db/schema/index.js';

const profileColumns = {
  id: clubs.id,
  subdomain: clubs.subdomain,
  name: clubs.name,
  phone: clubs.phone,
  website: clubs.website,
  facebook: clubs.facebook,
  twitter: clubs.twitter,
  instagramHandle: clubs.instagramHandle,
  youtubeAccount: clubs.youtubeAccount,
  tiktokHandle: clubs.tiktokHandle,
  timeZone: clubs.timeZone,
  description: clubs.description,
  listed: clubs.listed,
  country: clubs.country,
  logoKey: clubs.logoKey,
  logoUpdatedAt: clubs.logoUpdatedAt,
  themePrimary: clubs.themePrimary,
  themeSecondary: clubs.themeSecondary,
  themePanel: clubs.themePanel,
  skinKey: clubs.skinKey,
  hasCustomSkin: clubs.hasCustomSkin,
  skinStylesheet: clubs.skinStylesheet,
  onSignUp: clubs.onSignUp,
};

export type ClubProfileRow = Awaited<ReturnType<ReturnType<typeof clubProfileRepository>['profileOf']>>;

export interface ClubDetails {
  name: string;
  phone: string;
  website: string;
  facebook: string;
  twitter: string;
  instagramHandle: string;
  youtubeAccount: string;
  tiktokHandle: string;
  description: string;
  listed?: boolean;
}

export interface ClubThemeColumns {
  themePrimary: string;
  themeSecondary: string;
  themePanel: string;
  skinKey: string | null;
  hasCustomSkin: boolean;
}

/** A club as 'Create a club' makes it (onboarding, through `clubRows`). */
export interface NewClub {
  subdomain: string;
  name: string;
  country: string;
}

/**
 * The club's own row (this module is its one writer): its profile, theme, logo and time zone, and, for onboarding,
 * its creation and sign-up details. Every statement after creation names the club by id.
 */
export function clubProfileRepository(db: Db) {
  const update = async (clubId: number, values: Partial<typeof clubs.$inferInsert>) => {
    await db.update(clubs).set(values).where(eq(clubs.id, clubId));
  };
  return {
    async profileOf(clubId: number) {
      const [row] = await db.select(profileColumns).from(clubs).where(eq(clubs.id, clubId));
      if (!row) throw new Error(`club ${clubId} has no row`); // the tenancy hook found it on this request
      return row;
    },
    /** Null, with nothing written, when the subdomain is already a club's: the unique index decides a race. */
    async create(club: NewClub): Promise<{ id: number } | null> {
      const [row] = await db
        .insert(clubs)
        .values({ subdomain: club.subdomain, name: club.name, country: club.country, onSignUp: true, listed: false })
        .onConflictDoNothing({ target: clubs.subdomain })
        .returning({ id: clubs.id });
      return row ?? null;
    },
    setName: (clubId: number, name: string) => update(clubId, { name }),
    /** The sign-up's details step: name and phone, and the sign-up is over. */
    finishSignUp: (clubId: number, details: { name: string; phone: string }) =>
      update(clubId, { ...details, onSignUp: false }),
    saveDetails: (clubId: number, details: ClubDetails) => update(clubId, details),
    setTheme: (clubId: number, theme: ClubThemeColumns) => update(clubId, theme),
    setTimeZone: (clubId: number, timeZone: string) => update(clubId, { timeZone }),
    /** Suspends the club from `at` (null: restores it); the platform console's. */
    setSuspendedAt: (clubId: number, suspendedAt: Date | null) => update(clubId, { suspendedAt }),
    setLogo: (clubId: number, logoKey: string, at: Date) => update(clubId, { logoKey, logoUpdatedAt: at }),
    /** Whether a club's current logo is kept under this key (an old one is not served). */
    async isCurrentLogo(logoKey: string): Promise<boolean> {
      const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.logoKey, logoKey)).limit(1);
      return row !== undefined;
    },
  };
}

export type ClubProfileRepository = ReturnType<typeof clubProfileRepository>;
