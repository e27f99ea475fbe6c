/**
 * English school years. A school year starts on 1 September; a child's year group is set by their
 * age on the 31 August before it: 4 then is Reception, 5 Year 1, … 17 Year 13 (so a child born on
 * 1 September is the oldest of their year, one born on 31 August the youngest), and 3 is Nursery.
 * Younger children and those past Year 13 have no school year.
 */
export type SchoolYear = 'nursery' | 'reception' | number;

const FIRST_MONTH_OF_SCHOOL_YEAR = 9;
const AGE_IN_RECEPTION = 4;
const LAST_YEAR = 13;

const partsOf = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** The school year of a child born on `dateOfBirth`, on the date `on` (both YYYY-MM-DD); null when none. */
export function schoolYearOf(dateOfBirth: string, on: string): SchoolYear | null {
  const [birthYear, birthMonth] = partsOf(dateOfBirth);
  const [year, month] = partsOf(on);
  const startYear = month >= FIRST_MONTH_OF_SCHOOL_YEAR ? year : year - 1;
  // Age on 31 August of startYear: a birthday from September on has not come yet that summer.
  const ageOnLastAugust = startYear - birthYear - (birthMonth >= FIRST_MONTH_OF_SCHOOL_YEAR ? 1 : 0);
  const yearGroup = ageOnLastAugust - AGE_IN_RECEPTION;
  if (yearGroup === -1) return 'nursery';
  if (yearGroup === 0) return 'reception';
  return yearGroup >= 1 && yearGroup <= LAST_YEAR ? yearGroup : null;
}

/** A school year as the API writes it: 'nursery', 'reception', '1'…'13', or null. */
export const schoolYearKey = (year: SchoolYear | null): string | null => (year === null ? null : String(year));
