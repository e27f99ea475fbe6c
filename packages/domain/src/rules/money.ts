/** Minor units shown as the spec says: divided by 100, two decimals, with the currency symbol. */
export function formatMoney(minor: number, currencySymbol = '£'): string {
  const sign = minor < 0 ? '-' : '';
  return `${sign}${currencySymbol}${formatAmount(Math.abs(minor))}`;
}

/** Minor units as a plain amount with two decimals and no symbol (CSV cells): 2000 is "20.00", -550 "-5.50". */
export const formatAmount = (minor: number): string => (minor / 100).toFixed(2);

const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };
export const currencySymbolFor = (code: string) => SYMBOLS[code.toUpperCase()] ?? `${code.toUpperCase()} `;
