import type { RegisterChild, RegisterResponse } from '@clubroom/domain/api';
import { bookedRunSessions, clubToday, inRegisterOrder } from '@clubroom/domain/rules';
import { groupBy } from '../../lib/group-by.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openRegister } from './register-access.js';
import { registerChildOf } from './register-child.js';
import type { RegistersDeps } from './registers-deps.js';
import type { BookedChildRow } from './registers.repository.js';
import { toEpoch } from '../../lib/epoch.js';

/**
 * A run's register: its sessions, and each child with a confirmed place on it — which sessions the
 * place gives them, their age and school year today (club time), a trial marker, a refused photo
 * permission, their notes (special-category: the club's staff only, which openRegister ensures),
 * whom to call, their family's answers to the club's questions and contact attributes — and the attendance
 * marked so far.
 */
export async function getRegister(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  auth: AuthContext,
  runId: number,
): Promise<RegisterResponse> {
  const run = await openRegister(deps.registers, club, auth, runId);
  const [sessionRows, booked, marks, coaches, order] = await Promise.all([
    deps.registers.sessions(club.id, runId),
    deps.registers.bookedChildren(club.id, runId),
    deps.registers.attendance(club.id, runId),
    deps.coaches.of(club.id, { runId }),
    deps.registerOrder(club.id),
  ]);
  const [contacts, columns] = await Promise.all([
    deps.registers.emergencyContacts(booked.map((b) => b.childId)),
    // The club's registration questions and contact attributes, as the register's CSV shows them.
    deps.familyColumns(
      club.id,
      booked.map((b) => b.parentUserId),
    ),
  ]);
  const marksOf = groupBy(marks, (m) => m.childId);
  const sessions = sessionRows.map((s) => ({
    sessionId: s.id,
    startTime: toEpoch(s.startsAt),
    endTime: toEpoch(s.endsAt),
    cancelled: s.cancelledAt ? { reason: s.cancelReason ?? null } : null,
  }));
  const today = clubToday(club.timeZone, deps.clock());

  const childOf = (row: BookedChildRow): RegisterChild => {
    const trialSessionStart = row.trialSessionStart && toEpoch(row.trialSessionStart);
    const given = bookedRunSessions(sessions, { trialSessionStart, bookedAt: toEpoch(row.bookedAt) });
    return {
      ...registerChildOf(row, contacts, today),
      trialSessionId: trialSessionStart === null ? null : (given[0]?.sessionId ?? null),
      sessionIds: given.map((s) => s.sessionId),
      attendance: (marksOf.get(row.childId) ?? []).map(({ sessionId, status }) => ({ sessionId, status })),
      familyValues: columns.map((column) => column.valueFor(row.parentUserId, row.childId)),
    };
  };
  return {
    run,
    sessions,
    children: inRegisterOrder(booked, order).map(childOf),
    coaches,
    familyColumns: columns.map((column) => column.header),
  };
}
