import { currencySymbolFor } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaymentsDeps } from './payments-deps.js';

/** The club's payment settings as a parent's pages read them: fees absorbed or passed on, and at what rates. */
export async function paymentSettings(deps: PaymentsDeps, club: ResolvedClub) {
  const setup = await deps.paymentSetup(club.id);
  const rates = await deps.feeRates(club.id, deps.clock());
  const absorbCharges = setup.absorbCharges ? 1 : 0;
  return {
    data: {
      clientId: club.id,
      absorbCharges,
      paymentSecuresBooking: setup.paymentSecuresBooking ? 1 : 0,
      commissionPercent: rates.commissionPercent,
      providerPercent: rates.providerPercent,
      fixedFee: rates.fixedFee,
      currency: club.currency,
      currencySymbol: currencySymbolFor(club.currency),
    },
    absorbCharges,
  } as const;
}
