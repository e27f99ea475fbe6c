/** Minor units shown as the spec says: divided by 100, two decimals, with the currency symbol. */
export function formatMoney(minor: number, currencySymbol = '£'): string {
  const sign = minor < 0 ? '-' : '';
  return `${sign}${currencySymbol}${formatAmount(Math.abs(minor))}`;
}

/** Minor units as a plain amount with two decimals and no symbol (CSV cells): 2000 is "20.00", -550 "-5.50". */
export const formatAmount = (minor: number): string => (minor / 100).toFixed(2);

const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };
export const currencySymbolFor = (code: string) => SYMBOLS[code.toUpperCase()] ?? `${code.toUpperCase()} `;

/**
 * Pounds as staff type them ('12', '12.5', '£28.42', ' £ 7 ') in pence, read from the digits, never through a float:
 * null for anything else ('', 'abc', '1e3', '12.345', '-1', '1,000', '12.').
 */
export function penceOf(text: string): number | null {
  const match = /^£?\s*(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(pence) ? pence : null;
}
