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
  /** Spec §3 "Club fee data": SMS invoices go through a UK sender (the UK and Ireland); the listing site lists UK classes. */
  supportsSms: boolean;
  /**
   * What one SMS part (segment: 160 GSM-7 characters, 153 when split; UCS-2 70 and 67) sent to the region's mobiles
   * costs the club, in minor units of `currency` (the platform's price list: the provider's price per part, rounded
   * up to a whole penny or cent); null where the region has no SMS. Invoice and booking confirmation SMS are free to
   * the club (spec §3 "SMS invoice messages are free").
   */
  smsSegmentPrice: { minor: number; currency: string } | null;
  supportsListingSite: boolean;
}

export const REGIONS: readonly Region[] = [
  {
    code: 'GB',
    name: 'United Kingdom',
    fullySupported: true,
    supportsSms: true,
    smsSegmentPrice: { minor: 4, currency: 'GBP' },
    supportsListingSite: true,
  },
  {
    code: 'IE',
    name: 'Ireland',
    fullySupported: true,
    supportsSms: true,
    smsSegmentPrice: { minor: 7, currency: 'EUR' },
    supportsListingSite: false,
  },
  {
    code: 'AU',
    name: 'Australia',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'CA',
    name: 'Canada',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'FR',
    name: 'France',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'DE',
    name: 'Germany',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'NL',
    name: 'Netherlands',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'ES',
    name: 'Spain',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
  {
    code: 'US',
    name: 'United States',
    fullySupported: false,
    supportsSms: false,
    smsSegmentPrice: null,
    supportsListingSite: false,
  },
];

export const DEFAULT_REGION = 'GB';

export const REGION_CODES = REGIONS.map((region) => region.code) as [string, ...string[]];

export const regionOf = (code: string): Region | undefined => REGIONS.find((region) => region.code === code);

export const isFullySupportedRegion = (code: string): boolean => regionOf(code)?.fullySupported ?? false;

/** What the platform offers a club in `country` (any case); a country not listed gets none of it. */
export function countrySupport(country: string): Pick<Region, 'supportsSms' | 'supportsListingSite'> {
  const region = regionOf(country.toUpperCase());
  return { supportsSms: region?.supportsSms ?? false, supportsListingSite: region?.supportsListingSite ?? false };
}

/** What one SMS part costs a club in `country` (any case); null where the region has no SMS. */
export const smsSegmentPriceOf = (country: string): Region['smsSegmentPrice'] =>
  regionOf(country.toUpperCase())?.smsSegmentPrice ?? null;

export const supportsListingSite = (country: string): boolean => countrySupport(country).supportsListingSite;
