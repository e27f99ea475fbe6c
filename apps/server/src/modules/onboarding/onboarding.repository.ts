import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  betaCountrySignUps,
  clubBookingSettings,
  clubPaymentSettings,
  clubs,
  memberships,
  terms,
} from '../../db/schema/index.js';

export interface NewClub {
  subdomain: string;
  name: string;
  country: string;
  organiserUserId: number;
}

/**
 * A club's birth and its sign-up: the rows a new club needs to take bookings (as the demo seed writes them), the
 * sign-up's details, its connected payment account, and the beta-country list. Every query after creation is
 * scoped by the club's id.
 */
export function onboardingRepository(db: Db) {
  return {
    async subdomainTaken(subdomain: string): Promise<boolean> {
      const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.subdomain, subdomain)).limit(1);
      return row !== undefined;
    },

    /**
     * The club, its creator as organiser with financial access, its payment settings (no account connected yet)
     * and booking settings (the defaults). Null, with nothing written, when the subdomain is already a club's:
     * the unique index decides between two requests for one subdomain.
     */
    async createClub(club: NewClub): Promise<{ id: number } | null> {
      const [row] = await db
        .insert(clubs)
        .values({ subdomain: club.subdomain, name: club.name, country: club.country, onSignUp: true, listed: false })
        .onConflictDoNothing({ target: clubs.subdomain })
        .returning({ id: clubs.id });
      if (!row) return null;
      await db
        .insert(memberships)
        .values({ clubId: row.id, userId: club.organiserUserId, role: 'organiser', financialAccess: true });
      await db.insert(clubPaymentSettings).values({ clubId: row.id, country: club.country });
      await db.insert(clubBookingSettings).values({ clubId: row.id });
      return row;
    },

    async signUpDetails(clubId: number) {
      const [row] = await db
        .select({ clubName: clubs.name, phone: clubs.phone, country: clubs.country, onSignUp: clubs.onSignUp })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      return row ?? null;
    },

    async setName(clubId: number, name: string) {
      await db.update(clubs).set({ name }).where(eq(clubs.id, clubId));
    },

    /** The details step's save: name and phone, and the sign-up is over. */
    async saveDetails(clubId: number, details: { name: string; phone: string }) {
      await db
        .update(clubs)
        .set({ name: details.name, phone: details.phone, onSignUp: false })
        .where(eq(clubs.id, clubId));
    },

    async paymentSetup(clubId: number) {
      const [row] = await db
        .select({
          connectedAccountId: clubPaymentSettings.connectedAccountId,
          absorbCharges: clubPaymentSettings.absorbCharges,
          country: clubPaymentSettings.country,
        })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId));
      return row ?? null;
    },

    /**
     * Records the club's connected account, unless one is recorded already (two clicks at once: the first wins);
     * answers the account the club now has.
     */
    async connectAccount(clubId: number, country: string, accountId: string): Promise<string> {
      await db
        .insert(clubPaymentSettings)
        .values({ clubId, country })
        .onConflictDoNothing({ target: clubPaymentSettings.clubId });
      await db
        .update(clubPaymentSettings)
        .set({ connectedAccountId: accountId })
        .where(and(eq(clubPaymentSettings.clubId, clubId), isNull(clubPaymentSettings.connectedAccountId)));
      const [row] = await db
        .select({ id: clubPaymentSettings.connectedAccountId })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId));
      return row?.id ?? accountId;
    },

    async hasTerms(clubId: number): Promise<boolean> {
      const [row] = await db.select({ id: terms.id }).from(terms).where(eq(terms.clubId, clubId)).limit(1);
      return row !== undefined;
    },

    /** Once per address and country: asking again changes nothing. */
    async addBetaSignUp(email: string, country: string) {
      const [known] = await db
        .select({ id: betaCountrySignUps.id })
        .from(betaCountrySignUps)
        .where(and(eq(betaCountrySignUps.email, email), eq(betaCountrySignUps.country, country)))
        .limit(1);
      if (!known) await db.insert(betaCountrySignUps).values({ email, country });
    },
  };
}

export type OnboardingRepository = ReturnType<typeof onboardingRepository>;
