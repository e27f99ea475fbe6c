import { messages } from '@clubroom/domain/messages';
import { countrySupport } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

/**
 * SMS invoices (spec §2 "SMS panel", §4): on only where the club's country supports SMS; once on they stay on, so
 * 0 for a club that has them is refused (409). 0 for a club without them, or 1 again, changes nothing.
 */
export async function updateSmsInvoices(deps: FeesDeps, club: ResolvedClub, smsInvoices: 0 | 1) {
  const { smsInvoices: current, country } = await deps.repo.clubFlags(club.id);
  if (smsInvoices === 0) {
    if (current) throw new AppError('CONFLICT', messages.fees.refused.smsStaysOn);
    return { data: 0 as const };
  }
  if (!countrySupport(country).supportsSms) throw new AppError('CONFLICT', messages.fees.refused.smsUnsupported);
  if (!current) await deps.repo.setSmsInvoices(club.id, true);
  return { data: 1 as const };
}
