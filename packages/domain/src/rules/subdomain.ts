/**
 * A club's subdomain (`minikickers.clubroom.example`): one DNS label (RFC 1035 / 1123), lower case, and not a name
 * the platform keeps for itself. The one rule the subdomain check, club creation and the web's form share.
 */
export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;

/** Names the platform uses or may use for its own hosts, and names that would mislead people. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'app',
  'apps',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ftp',
  'ns1',
  'ns2',
  'dns',
  'platform',
  'clubroom',
  'cms',
  'dashboard',
  'login',
  'signup',
  'auth',
  'account',
  'accounts',
  'billing',
  'payments',
  'pay',
  'checkout',
  'static',
  'assets',
  'cdn',
  'media',
  'files',
  'uploads',
  'vue',
  'dev',
  'staging',
  'test',
  'demo-admin',
  'support',
  'help',
  'status',
  'blog',
  'docs',
  'security',
  'localhost',
]);

export type SubdomainProblem = 'too-short' | 'too-long' | 'characters' | 'hyphen-ends' | 'punycode' | 'reserved';

/** Why a subdomain cannot be a club's, or null when its shape is fine (whether it is free is the server's to say). */
export function subdomainProblem(subdomain: string): SubdomainProblem | null {
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH) return 'too-short';
  if (subdomain.length > SUBDOMAIN_MAX_LENGTH) return 'too-long';
  if (!/^[a-z0-9-]+$/.test(subdomain)) return 'characters';
  if (subdomain.startsWith('-') || subdomain.endsWith('-')) return 'hyphen-ends';
  // `xn--…` is an internationalised name's ASCII form; `ab--cd` in positions 3-4 is reserved for such prefixes.
  if (subdomain.slice(2, 4) === '--') return 'punycode';
  if (RESERVED_SUBDOMAINS.has(subdomain)) return 'reserved';
  return null;
}

/** What a person typed, as a subdomain would be: trimmed and lower case. */
export const normaliseSubdomain = (typed: string) => typed.trim().toLowerCase();

/** A club's own site: its subdomain of the platform's public address (`https://demo.clubroom.example`). */
export const clubSiteOrigin = (publicUrl: URL, subdomain: string): string =>
  `${publicUrl.protocol}//${subdomain}.${publicUrl.host}`;
