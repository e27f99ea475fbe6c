/**
 * How many SMS parts a text takes (3GPP TS 23.038). A text written only in the GSM 7-bit alphabet fits 160
 * characters in one SMS, or 153 a part once it is split (each part carries a header); any other character (an
 * emoji, a curly quote, most accents) sends the whole text as UCS-2: 70 in one SMS, 67 a part. The extension
 * table's characters (€, [, ], {, }, ^, ~, |, \, form feed) take two septets and are never split across parts; nor
 * is a UTF-16 surrogate pair.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as people count them (an emoji is one). */
  characters: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** How many SMS parts it is sent as (0 for an empty text). */
  segments: number;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export const isGsm7 = (text: string): boolean => [...text].every((c) => basic.has(c) || extension.has(c));

/** The units each character takes, in order: septets for GSM-7, UTF-16 code units for UCS-2. */
const unitsOf = (text: string, encoding: SmsEncoding): number[] =>
  [...text].map((c) => (encoding === 'GSM-7' ? (extension.has(c) ? 2 : 1) : c.length));

export function smsLength(text: string): SmsLength {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const units = unitsOf(text, encoding);
  const total = units.reduce((sum, n) => sum + n, 0);
  const { single, part } = LIMITS[encoding];
  const characters = units.length;
  if (total === 0) return { encoding, characters, units: 0, segments: 0 };
  if (total <= single) return { encoding, characters, units: total, segments: 1 };
  // Fill parts of `part` units, moving a character that would straddle two parts whole into the next.
  let segments = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > part) {
      segments += 1;
      used = 0;
    }
    used += n;
  }
  return { encoding, characters, units: total, segments };
}
