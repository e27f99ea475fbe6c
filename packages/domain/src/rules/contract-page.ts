/** The page where a signed-in person reviews and accepts updated terms (the spec leaves its path open); its form posts here too. */
export const CONTRACT_PAGE_PATH = '/terms/update';

export const contractPagePath = (next: string) => `${CONTRACT_PAGE_PATH}?next=${encodeURIComponent(next)}`;

/** Why the contract form came back to the page (`?error=`): the terms were not ticked, changed meanwhile, or saving failed. */
export const contractFormErrors = ['accept-terms', 'outdated', 'failed'] as const;
export type ContractFormError = (typeof contractFormErrors)[number];

export function parseContractFormError(search: string): ContractFormError | null {
  const value = new URLSearchParams(search).get('error');
  return (contractFormErrors as readonly string[]).includes(value ?? '') ? (value as ContractFormError) : null;
}
