/**
 * What a club's country supports (spec §3 "Club fee data": supportsListingSite, supportsSms), by ISO 3166-1
 * alpha-2 code. SMS invoices go through a UK sender, so the UK and Ireland; the listing site lists UK classes.
 * A country not named supports neither.
 */
const COUNTRY_SUPPORT: Readonly<Record<string, { supportsSms: boolean; supportsListingSite: boolean }>> = {
  GB: { supportsSms: true, supportsListingSite: true },
  IE: { supportsSms: true, supportsListingSite: false },
};

export const countrySupport = (country: string) =>
  COUNTRY_SUPPORT[country.toUpperCase()] ?? { supportsSms: false, supportsListingSite: false };
