import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import type { AuthTokensRepository } from '../../platform/security/auth-tokens.repository.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { SessionsRepository } from '../../platform/security/sessions.repository.js';
import type { BookingSettingsRow } from '../booking/index.js';
import type { ClubPaymentAccounts, ClubPaymentSetup, ClubRows } from '../club-settings/index.js';
import type { ClubConnections } from '../people/index.js';
import type { OnboardingRepository } from './onboarding.repository.js';

/** The stores of one transaction. */
export interface OnboardingTx {
  repo: OnboardingRepository;
  /** The club's own row (club-settings owns it). */
  clubs: ClubRows;
  /** The creator's membership (people owns it). */
  connections: ClubConnections;
  /** The club's booking settings row (booking owns it). */
  bookingSettings: BookingSettingsRow;
  /** The club's payment settings row (club-settings owns it). */
  paymentAccounts: ClubPaymentAccounts;
  tokens: AuthTokensRepository;
  audit: AuditRepository;
}

/** What the onboarding use cases need, built once by the module (index.ts). */
export interface OnboardingDeps extends OnboardingTx {
  transaction: <T>(work: (tx: OnboardingTx) => Promise<T>) => Promise<T>;
  sessions: SessionsRepository;
  rateLimits: RateLimitRepository;
  provider: PaymentProvider;
  /** The club's payment set-up as paying reads it (its connected account, fee mode, country). */
  paymentSetup: ClubPaymentSetup;
  /** The tenancy cache keeps "no such club" and a club's name for a few seconds: a change here is seen at once. */
  forgetClub: (subdomain: string) => void;
  clock: () => Date;
  /** PUBLIC_URL: a club's site is its subdomain of it. */
  publicUrl: URL;
}

/** `https://minikickers.example.com`: a club's site, from configuration (never the request's Host). */
export const clubOrigin = (publicUrl: URL, subdomain: string) =>
  `${publicUrl.protocol}//${subdomain}.${publicUrl.host}`;
