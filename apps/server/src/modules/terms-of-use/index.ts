import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { AuthContext } from '../../platform/security/policy.js';
import { acceptContract, type Acceptance, type SaveMarketingChoice } from './accept-contract.js';
import { contractRequired } from './contract-required.js';
import { specialCategoryConsents, type SpecialCategoryConsents } from './special-category-consent.js';
import { parentTermsForSignUp, recordSignUpAcceptance, type SignUpAcceptance } from './sign-up-acceptance.js';
import { termsOfUseRepository } from './terms-of-use.repository.js';
import { termsOfUseRoutes } from './terms-of-use.routes.js';

/** The terms of use (contracts) each role signs: their texts, and accepting the latest with its consents. */
export const termsOfUseModule: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  termsOfUseRoutes(app, termsOfUseRepository(db));
};

/**
 * Accepting the latest contract of the signed-in person's role (people's routes, which keep a parent's marketing
 * choice on their account: `saveMarketingChoiceOn` saves it on the acceptance's transaction).
 */
export function contractAcceptances({ db, clock }: Pick<ModuleDeps, 'db' | 'clock'>) {
  return (
    auth: AuthContext,
    acceptance: Acceptance,
    facts: { ip: string; userAgent: string | null; clubId: number | null },
    saveMarketingChoiceOn: (tx: Db) => SaveMarketingChoice,
  ) =>
    acceptContract(termsOfUseRepository(db), auth, acceptance, { ...facts, now: clock() }, (work) =>
      withTransaction(db, (tx) =>
        work({ repo: termsOfUseRepository(tx), saveMarketingChoice: saveMarketingChoiceOn(tx) }),
      ),
    );
}
export type ContractAcceptances = ReturnType<typeof contractAcceptances>;
export type { Acceptance } from './accept-contract.js';

export type { SpecialCategoryConsents } from './special-category-consent.js';

/** A parent's special-category consent, read and given on the database or transaction `db` (people's children ask). */
export const specialCategoryConsentsOn = (db: Db): SpecialCategoryConsents =>
  specialCategoryConsents(termsOfUseRepository(db));

/** Answers the contract a signed-in person must accept before anything else, if any (auth's "who am I" asks). */
export type ContractRequiredCheck = (auth: AuthContext | null) => ReturnType<typeof contractRequired>;

export function contractRequiredCheck({ db }: Pick<ModuleDeps, 'db'>): ContractRequiredCheck {
  const repo = termsOfUseRepository(db);
  return (auth) => contractRequired(repo, auth);
}

/** What sign-up asks of the terms: which parent terms its box accepts, and recording that acceptance. */
export interface SignUpTerms {
  current(): Promise<number | null>;
  recordAcceptance(userId: number, acceptance: SignUpAcceptance): Promise<void>;
}

export function signUpTerms({ db }: Pick<ModuleDeps, 'db'>): SignUpTerms {
  const repo = termsOfUseRepository(db);
  return {
    current: () => parentTermsForSignUp(repo),
    recordAcceptance: (userId, acceptance) => recordSignUpAcceptance(repo, userId, acceptance),
  };
}
