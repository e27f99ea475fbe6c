/** The age filter's choices (spec §9); values are years, 0.5 meaning under 12 months. */
export const ageChoices: { value: number; label: string }[] = [
  { value: 0.5, label: 'Under 12 months' },
  { value: 1, label: '12-24 months' },
  ...Array.from({ length: 9 }, (_, i) => ({ value: i + 2, label: `${i + 2} years` })),
  { value: 11, label: '11 years and over' },
];

export const isAgeChoice = (v: number) => ageChoices.some((c) => c.value === v);

/**
 * Spec §5: 'any' or a run whose ages are both 0 passes. Below 1 (under 12 months) matches runs
 * with ageTo > 0 and ageFrom < 12. 11 means 11 and over: ageTo of 132 months or more. Otherwise
 * floor(ageTo/12) >= age and floor(ageFrom/12) <= age.
 */
export function runMatchesAge(ageFrom: number, ageTo: number, age: number | 'any'): boolean {
  if (age === 'any' || (ageFrom === 0 && ageTo === 0)) return true;
  if (age < 1) return ageTo > 0 && ageFrom < 12;
  if (age === 11) return ageTo >= 132;
  return Math.floor(ageTo / 12) >= age && Math.floor(ageFrom / 12) <= age;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Spec §5 age display: under 24 months in months; otherwise years and leftover months. */
export function formatAgeMonths(months: number): string {
  if (months < 24) return plural(months, 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

export function formatAgeRange(fromMonths: number, toMonths: number): string {
  if (fromMonths === 0 && toMonths === 0) return 'All ages';
  return `${formatAgeMonths(fromMonths)} - ${formatAgeMonths(toMonths)}`;
}
