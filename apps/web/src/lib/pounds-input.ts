/** Pounds as staff type them ("12", "12.5", "£12.50") in pence; null for anything else. */
export function penceOf(text: string): number | null {
  const match = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Pence as the amount field shows them: "28.42". */
export const poundsOf = (pence: number) => (pence / 100).toFixed(2);
