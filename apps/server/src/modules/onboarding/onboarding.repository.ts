import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { betaCountrySignUps, clubs, terms } from '../../db/schema/index.js';

/**
 * What onboarding reads of a club (whether a subdomain is taken, the sign-up's details, whether it has terms) and the
 * beta-country list it keeps. The club's rows are written by their owners (club-settings, people, booking), each
 * through its index. Every query after creation is scoped by the club's id.
 */
export function onboardingRepository(db: Db) {
  return {
    async subdomainTaken(subdomain: string): Promise<boolean> {
      const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.subdomain, subdomain)).limit(1);
      return row !== undefined;
    },

    async signUpDetails(clubId: number) {
      const [row] = await db
        .select({ clubName: clubs.name, phone: clubs.phone, country: clubs.country, onSignUp: clubs.onSignUp })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      return row ?? null;
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
