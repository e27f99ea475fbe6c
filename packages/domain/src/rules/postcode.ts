const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;

const squash = (s: string) => s.trim().toUpperCase().replace(/\s+/g, ' ');

/** 'sw46db' → 'SW4 6DB'; null when it is not the shape of a full UK postcode. */
export function normalisePostcode(s: string): string | null {
  const m = FULL.exec(squash(s));
  return m ? `${m[1]} ${m[2]}` : null;
}

export const isFullPostcode = (s: string) => normalisePostcode(s) !== null;

/** The outward code of a full postcode, or an outward code given alone ('sw1a' → 'SW1A'). */
export function outwardCode(s: string): string | null {
  const full = FULL.exec(squash(s));
  if (full) return full[1];
  const alone = squash(s);
  return OUTWARD.test(alone) ? alone : null;
}
