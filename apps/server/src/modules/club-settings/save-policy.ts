import type { PolicyKind, PolicyResponse } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaySettingsDeps } from './pay-settings-deps.js';

/**
 * Saves the club's policy, read by the public `GET /rest/v1/policy/…` (modules/clubs) and its page;
 * a text of only spaces clears it, so parents see none.
 */
export async function savePolicy(
  deps: PaySettingsDeps,
  club: ResolvedClub,
  kind: PolicyKind,
  text: string,
): Promise<PolicyResponse> {
  const kept = text.replace(/\r\n/g, '\n').trim();
  if (kept === '') {
    await deps.repo.deletePolicy(club.id, kind);
    return { policy: null };
  }
  const row = await deps.repo.savePolicy(club.id, kind, kept, deps.clock());
  return { policy: { text: row.text, updatedAt: Math.floor(row.updatedAt.getTime() / 1000) } };
}
