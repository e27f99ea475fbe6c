import type { TermsOfUseRepository } from './terms-of-use.repository.js';

/**
 * A parent's special-category consent (health and special educational needs data about their
 * children) is their answer on their latest accepted contract: the contract page asks it, and a
 * child's form may ask it again when notes are written without it.
 */
export interface SpecialCategoryConsents {
  isGiven(userId: number): Promise<boolean>;
  /**
   * Records the consent as the answer of the person's latest acceptance, as if ticked on that
   * contract's page; false when they have accepted no contract to record it with.
   */
  give(userId: number): Promise<boolean>;
}

export function specialCategoryConsents(repo: TermsOfUseRepository): SpecialCategoryConsents {
  return {
    async isGiven(userId) {
      return (await repo.latestAcceptanceOf(userId))?.specialCategoryConsent === true;
    },
    async give(userId) {
      const latest = await repo.latestAcceptanceOf(userId);
      if (!latest) return false;
      await repo.setSpecialCategoryConsent(latest.id, true);
      return true;
    },
  };
}
