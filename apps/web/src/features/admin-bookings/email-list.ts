/** The addresses typed: one a line or separated by commas, semicolons or spaces, each once (case aside). */
export function addressesIn(text: string): string[] {
  const first = new Map<string, string>();
  for (const address of text.split(/[\s,;]+/).filter(Boolean)) {
    if (!first.has(address.toLowerCase())) first.set(address.toLowerCase(), address);
  }
  return [...first.values()];
}

/** A first check before sending: the server's is the rule, and names any address it refuses. */
export const looksLikeAnAddress = (address: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);
