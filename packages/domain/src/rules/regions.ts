/**
 * The countries a club can be in, and whether Clubroom fully supports each (payments in its currency, the listing
 * site, SMS). A club in a country not fully supported may still be created; the person is told so and may ask to
 * hear when it is (`POST /api/beta-country-sign-up`).
 */
export interface Region {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  fullySupported: boolean;
}

export const REGIONS: readonly Region[] = [
  { code: 'GB', name: 'United Kingdom', fullySupported: true },
  { code: 'IE', name: 'Ireland', fullySupported: true },
  { code: 'AU', name: 'Australia', fullySupported: false },
  { code: 'CA', name: 'Canada', fullySupported: false },
  { code: 'FR', name: 'France', fullySupported: false },
  { code: 'DE', name: 'Germany', fullySupported: false },
  { code: 'NL', name: 'Netherlands', fullySupported: false },
  { code: 'NZ', name: 'New Zealand', fullySupported: false },
  { code: 'ES', name: 'Spain', fullySupported: false },
  { code: 'AE', name: 'United Arab Emirates', fullySupported: false },
  { code: 'US', name: 'United States', fullySupported: false },
];

export const DEFAULT_REGION = 'GB';

export const REGION_CODES = REGIONS.map((region) => region.code) as [string, ...string[]];

export const regionOf = (code: string): Region | undefined => REGIONS.find((region) => region.code === code);

export const isFullySupportedRegion = (code: string): boolean => regionOf(code)?.fullySupported ?? false;
