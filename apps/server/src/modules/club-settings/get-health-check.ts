import { countrySupport, currencySymbolFor } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { asFlag, type FeesDeps } from './fees-deps.js';

/** The Club Health Check's four switches and the club's fee data (spec §3 "Club fee data"). */
export async function getHealthCheck(deps: FeesDeps, club: ResolvedClub) {
  const flags = await deps.repo.clubFlags(club.id);
  const mode = await deps.repo.feeMode(club.id);
  const rates = await deps.feeRates(club.id, deps.clock());
  return {
    data: {
      smsInvoices: asFlag(flags.smsInvoices),
      absorbCharges: asFlag(mode.absorbCharges),
      paymentSecuresBooking: asFlag(mode.paymentSecuresBooking),
      listed: asFlag(flags.listed),
      fees: { ...rates, currencySymbol: currencySymbolFor(club.currency), ...countrySupport(flags.country) },
    },
  };
}

/** GET payment-secures-booking settings (spec §7): both flags, as numbers. */
export async function paymentSecuresBookingSettings(deps: FeesDeps, club: ResolvedClub) {
  const mode = await deps.repo.feeMode(club.id);
  return { paymentSecuresBooking: asFlag(mode.paymentSecuresBooking), absorbCharges: asFlag(mode.absorbCharges) };
}
