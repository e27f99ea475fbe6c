/** A club's whole schedule as plain data, written by seedClub(). Dates are club-local YYYY-MM-DD. */
export interface ClubDefinition {
  subdomain: string;
  name: string;
  description: string;
  timeZone?: string;
  theme?: { primary: string; secondary: string; panel: string };
  venues: VenueDefinition[];
  terms: TermDefinition[];
  camps: CampDefinition[];
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
  times: ClassTimeDefinition[];
  /** Confirmed bookings to create (the demo shows full and nearly full runs). */
  bookings: number;
}

export interface TermDefinition {
  name: string;
  startDate: string;
  endDate: string;
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
