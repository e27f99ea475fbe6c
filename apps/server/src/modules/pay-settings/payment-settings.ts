import type { AdminPaymentSettings, HowToPay, UpdatePaymentSettingBody } from '@clubroom/domain/api';
import { acceptedPaymentMethods } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaySettingsDeps } from './pay-settings-deps.js';

/** Club Settings – Payments: the methods' settings (key → value) and the parent payment instructions. */
export async function adminPaymentSettings(deps: PaySettingsDeps, club: ResolvedClub): Promise<AdminPaymentSettings> {
  const [data, payment] = [await deps.repo.paymentSettingsOf(club.id), await deps.repo.clubPaymentOf(club.id)];
  return { data, paymentInstructions: payment.paymentInstructions };
}

/** One setting, checked against the descriptors by the route's schema (an unknown key or a wrong value is 400). */
export async function updatePaymentSetting(deps: PaySettingsDeps, club: ResolvedClub, body: UpdatePaymentSettingBody) {
  await deps.repo.savePaymentSetting(club.id, body.setting, body.value, deps.clock());
  return { data: await deps.repo.paymentSettingsOf(club.id) };
}

export async function updatePaymentInstructions(deps: PaySettingsDeps, club: ResolvedClub, text: string) {
  const paymentInstructions = text.trim();
  await deps.repo.savePaymentInstructions(club.id, paymentInstructions);
  return { paymentInstructions };
}

/** What parents are told about paying other than online: the instructions and the methods switched on. */
export async function howToPay(deps: PaySettingsDeps, club: ResolvedClub): Promise<HowToPay> {
  const settings = await deps.repo.paymentSettingsOf(club.id);
  const { paymentInstructions } = await deps.repo.clubPaymentOf(club.id);
  return { paymentInstructions, methods: acceptedPaymentMethods(settings) };
}
