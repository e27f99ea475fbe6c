import type { SetupFeeContact } from '@clubroom/domain/api';
import { hasCurrentSetupFee, type SetupFeeSettings } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { SetupFeesDeps } from './setup-fees-deps.js';
import type { SetupFeesRepository } from './setup-fees.repository.js';

const toEpoch = (date: Date) => Math.floor(date.getTime() / 1000);

type ContactRow = Awaited<ReturnType<SetupFeesRepository['setupFeeContacts']>>['rows'][number];

/** Whether the child's last paid setup fee is current (a year from payment, not reset since). */
export function feeIsCurrent(row: ContactRow, settings: SetupFeeSettings, now: Date, club: ResolvedClub): boolean {
  return hasCurrentSetupFee(row.lastPaidAt && toEpoch(row.lastPaidAt), settings, toEpoch(now), club.timeZone);
}

export async function feeSettingsOf(repo: SetupFeesRepository, clubId: number): Promise<SetupFeeSettings> {
  const { amount, mandatory, resetAt } = await repo.setupFeeSettings(clubId);
  return { amount, mandatory, resetAt: resetAt && toEpoch(resetAt) };
}

/** The contacts table of 'Create new setup fees': the club's children from Start, Count of them (at most 50). */
export async function setupFeeContacts(
  deps: SetupFeesDeps,
  club: ResolvedClub,
  query: { start: number; count: number; inProgramme?: '1' | '0'; inCamp?: '1' | '0' },
): Promise<{ contacts: SetupFeeContact[]; total: number }> {
  const settings = await feeSettingsOf(deps.repo, club.id);
  const now = deps.clock();
  const { rows, total } = await deps.repo.setupFeeContacts(club.id, {
    start: query.start,
    count: query.count,
    inProgramme: query.inProgramme === '1',
    inCamp: query.inCamp === '1',
  });
  return {
    total,
    contacts: rows.map((row) => ({
      childId: row.childId,
      childFirstName: row.childFirstName,
      childLastName: row.childLastName,
      parentName: `${row.parentFirstName} ${row.parentLastName}`.trim(),
      inProgramme: row.inProgramme ? 'Yes' : 'No',
      inCamp: row.inCamp ? 'Yes' : 'No',
      setupFeePaid: feeIsCurrent(row, settings, now, club) ? '1' : '0',
      setupFeePending: row.pending,
    })),
  };
}
