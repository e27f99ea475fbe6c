import type { SubdomainStatus } from '@clubroom/domain/api';
import { subdomainProblem } from '@clubroom/domain/rules';
import type { OnboardingRepository } from './onboarding.repository.js';

/** Whether a (normalised) subdomain can be a new club's: its shape and reserved names first, then the clubs. */
export async function checkSubdomain(repo: OnboardingRepository, subdomain: string): Promise<SubdomainStatus> {
  const problem = subdomainProblem(subdomain);
  if (problem) return { subdomain, available: false, reason: problem };
  if (await repo.subdomainTaken(subdomain)) return { subdomain, available: false, reason: 'taken' };
  return { subdomain, available: true, reason: null };
}
