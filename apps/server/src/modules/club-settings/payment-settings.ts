import type {
  AdminPaymentSettings,
  HowToPay,
  SavePaymentSettingsBody,
  UpdatePaymentSettingBody,
} from '@clubroom/domain/api';
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

/**
 * The page's one Save: every setting and the instructions, checked whole by the route's schema, written in one
 * transaction (a refusal writes nothing). Answers what is saved, as the page reads it.
 */
export async function savePaymentSettings(deps: PaySettingsDeps, club: ResolvedClub, body: SavePaymentSettingsBody) {
  const now = deps.clock();
  await deps.transaction(async (repo) => {
    for (const [setting, value] of Object.entries(body.settings)) {
      await repo.savePaymentSetting(club.id, setting, value.trim(), now);
    }
    await repo.savePaymentInstructions(club.id, body.paymentInstructions.trim());
  });
  return adminPaymentSettings(deps, club);
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
