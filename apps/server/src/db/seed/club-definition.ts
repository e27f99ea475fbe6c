import type { PolicyKind } from '@clubroom/domain/api';

/** A club's whole schedule as plain data, written by seedClub(). Dates are club-local YYYY-MM-DD. */
export interface ClubDefinition {
  subdomain: string;
  name: string;
  description: string;
  timeZone?: string;
  /** A theme of the swatch grid (`SKINS` in packages/domain), by its key; the platform's default when left out. */
  skinKey?: string;
  /** The club's phone number and website (spec §3 "Club settings"); '' when left out. */
  phone?: string;
  website?: string;
  venues: VenueDefinition[];
  terms: TermDefinition[];
  camps: CampDefinition[];
  /** The club's sibling discount (its booking settings row); none when left out. */
  siblingDiscount?: ReductionDefinition;
  /** Parents may cancel a place up to this many days before its first session; none may when left out. */
  cancelDaysBefore?: number;
  discountCodes?: DiscountCodeDefinition[];
  /** The club's yearly setup fee per child, optional for parents (minor units); none when left out. */
  setupFeeAmount?: number;
  /** The club's account at the payment provider (`acct_…`), so it takes payments; none when left out. */
  connectedAccountId?: string;
  /** The club's own subscription to the platform at the provider (`sub_…`); none when left out. */
  subscriptionId?: string;
  /** The club's own policies, plain text with blank lines between paragraphs; none when left out. */
  policies?: Partial<Record<PolicyKind, string>>;
}

/** 'percentage' in hundredths of a percent (1000 = 10 %), 'fixed' in minor units, as the database keeps them. */
export interface ReductionDefinition {
  kind: 'percentage' | 'fixed';
  value: number;
}

export interface DiscountCodeDefinition extends ReductionDefinition {
  /** Upper case, as parents' codes are matched. */
  code: string;
  validFrom?: string;
  validTo?: string;
  usageLimit?: number;
  perFamilyLimit?: number;
}

export interface VenueDefinition {
  key: string;
  name: string;
  address: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

export interface ClassTimeDefinition {
  /** 0 = Sunday … 6 = Saturday */
  dow: number;
  hours: number;
  mins: number;
  durationMinutes: number;
}

export interface RunDefinition {
  className: string;
  venue: string;
  capacity: number;
  ageFrom: number;
  ageTo: number;
  pricePerSession: number;
  pricePerTerm: number;
  trial?: { sessions: number; price: number };
  /** Sold as a monthly payment plan (run_plans): minor units a month, and free days before the first. */
  monthlyPlan?: { price: number; trialDays: number };
  times: ClassTimeDefinition[];
  /** Confirmed bookings to create (the demo shows full and nearly full runs). */
  bookings: number;
  /** Single dates the run does not meet (the venue is closed), club-local. */
  skippedDates?: string[];
}

/** Days of a term without sessions (half term, Christmas), club-local, both ends included. */
export interface TermBreakDefinition {
  name: string;
  from: string;
  to: string;
}

export interface TermDefinition {
  name: string;
  startDate: string;
  endDate: string;
  breaks?: TermBreakDefinition[];
  runs: RunDefinition[];
}

export interface CampDefinition {
  className: string;
  venue: string;
  description: string;
  ageFrom: number;
  ageTo: number;
  capacity: number;
  dayPrice: number;
  weekPrice: number;
  /** Each week runs Monday to Friday from `startDate` (a Monday), 9:00 to 15:00 unless given. */
  weeks: { name: string; startDate: string; days?: number; hours?: number; mins?: number; durationMinutes?: number }[];
}
