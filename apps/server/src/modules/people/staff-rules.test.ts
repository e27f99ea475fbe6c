import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import type { StaffChange } from '@clubroom/domain/api';
import { refuseStaffChange, standingAfter, type Standing, type StaffFacts } from './staff-rules.js';

const financialOrganiser: Standing = { role: 'organiser', status: 'active', financialAccess: true };
const organiser: Standing = { role: 'organiser', status: 'active', financialAccess: false };
const coach: Standing = { role: 'coach', status: 'active', financialAccess: false };

const SUBJECT = 10;
const HOLDER = 1; // holds financial access
const PLAIN = 2; // an organiser without it
/** Facts where the subject and HOLDER hold financial access (when `subjectHolds`), seen by `actor`. */
const facts = (actor: number, { subjectHolds = true, isPlatformStaff = false } = {}): StaffFacts => ({
  actor: { userId: actor, isPlatformStaff },
  subjectUserId: SUBJECT,
  financialOrganisers: subjectHolds ? [HOLDER, SUBJECT] : [HOLDER],
});
/** The error code a change is refused with, or null when it is allowed. */
const refusal = (before: Standing | null, change: StaffChange | Standing | null, f: StaffFacts): string | null => {
  const after = change !== null && 'kind' in change ? standingAfter(before!, change) : change;
  try {
    refuseStaffChange(before, after, f);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `${err.status} ${err.code}`;
  }
};

describe('standingAfter: financial access is given only by its own change', () => {
  it.each<[string, Standing, StaffChange, Standing]>([
    ['deactivate clears it', financialOrganiser, { kind: 'deactivate' }, { ...organiser, status: 'deactivated' }],
    ['revoke clears it', financialOrganiser, { kind: 'revoke' }, { ...organiser, status: 'revoked' }],
    [
      'restore brings them back without it, even if a row kept it',
      { ...financialOrganiser, status: 'deactivated' },
      { kind: 'restore' },
      organiser,
    ],
    ['restore of someone active changes nothing', financialOrganiser, { kind: 'restore' }, financialOrganiser],
    ['leaving the organiser role clears it', financialOrganiser, { kind: 'role', role: 'coach' }, coach],
    ['becoming an organiser does not give it', coach, { kind: 'role', role: 'organiser' }, organiser],
    [
      'a coach row carrying the flag does not bring it to the organiser role',
      { ...coach, financialAccess: true },
      { kind: 'role', role: 'organiser' },
      organiser,
    ],
    ['staying an organiser keeps it', financialOrganiser, { kind: 'role', role: 'organiser' }, financialOrganiser],
    ['its own change gives it', organiser, { kind: 'financial-access', financialAccess: true }, financialOrganiser],
  ])('%s', (_, before, change, after) => {
    expect(standingAfter(before, change)).toEqual(after);
  });
});

describe('refuseStaffChange', () => {
  const removals: StaffChange[] = [
    { kind: 'deactivate' },
    { kind: 'revoke' },
    { kind: 'role', role: 'coach' },
    { kind: 'role', role: 'franchise_manager' },
    { kind: 'financial-access', financialAccess: false },
  ];

  it.each(removals)('an organiser without financial access cannot take it away by $kind', (change) => {
    expect(refusal(financialOrganiser, change, facts(PLAIN))).toBe('403 FORBIDDEN');
  });

  it.each(removals)('one who holds it can ($kind), while another keeps it', (change) => {
    expect(refusal(financialOrganiser, change, facts(HOLDER))).toBeNull();
  });

  it.each(removals)('nobody can take it from the last one ($kind), not even platform staff', (change) => {
    const last: StaffFacts = {
      actor: { userId: 99, isPlatformStaff: true },
      subjectUserId: SUBJECT,
      financialOrganisers: [SUBJECT],
    };
    expect(refusal(financialOrganiser, change, last)).toBe('409 LAST_FINANCIAL_ORGANISER');
  });

  it('the last one cannot give up their own', () => {
    const self: StaffFacts = {
      actor: { userId: SUBJECT, isPlatformStaff: false },
      subjectUserId: SUBJECT,
      financialOrganisers: [SUBJECT],
    };
    expect(refusal(financialOrganiser, { kind: 'financial-access', financialAccess: false }, self)).toBe(
      '409 LAST_FINANCIAL_ORGANISER',
    );
  });

  it('giving it needs it too; platform staff hold it everywhere', () => {
    const give: StaffChange = { kind: 'financial-access', financialAccess: true };
    expect(refusal(organiser, give, facts(PLAIN, { subjectHolds: false }))).toBe('403 FORBIDDEN');
    expect(refusal(organiser, give, facts(HOLDER, { subjectHolds: false }))).toBeNull();
    expect(refusal(organiser, give, facts(99, { subjectHolds: false, isPlatformStaff: true }))).toBeNull();
  });

  it('an organiser without financial access still changes anyone whose financial access stays as it is', () => {
    const plain = facts(PLAIN, { subjectHolds: false });
    for (const change of removals) expect(refusal(organiser, change, plain), change.kind).toBeNull();
    expect(refusal({ ...organiser, status: 'revoked' }, { kind: 'restore' }, plain)).toBeNull();
    expect(refusal(coach, { kind: 'role', role: 'organiser' }, plain)).toBeNull();
    // A new member of staff (an invitation) never holds it.
    expect(refusal(null, organiser, plain)).toBeNull();
  });

  it('only active organisers hold it: 400 for a coach or someone deactivated', () => {
    const give: StaffChange = { kind: 'financial-access', financialAccess: true };
    const holder = facts(HOLDER, { subjectHolds: false });
    expect(refusal(coach, give, holder)).toBe('400 VALIDATION_FAILED');
    expect(refusal({ ...organiser, status: 'deactivated' }, give, holder)).toBe('400 VALIDATION_FAILED');
    expect(refusal(null, financialOrganiser, holder)).toBeNull();
  });

  describe('a cancelled invitation (the membership goes: after is null) is a removal like the others', () => {
    it('taking financial access with it needs financial access, and never from the last one', () => {
      expect(refusal(financialOrganiser, null, facts(PLAIN))).toBe('403 FORBIDDEN');
      expect(refusal(financialOrganiser, null, facts(HOLDER))).toBeNull();
      const last: StaffFacts = { ...facts(99, { isPlatformStaff: true }), financialOrganisers: [SUBJECT] };
      expect(refusal(financialOrganiser, null, last)).toBe('409 LAST_FINANCIAL_ORGANISER');
    });

    it('an organiser without financial access cancels anyone who does not hold it', () => {
      const plain = facts(PLAIN, { subjectHolds: false });
      expect(refusal(coach, null, plain)).toBeNull();
      expect(refusal(organiser, null, plain)).toBeNull();
    });

    it('nobody cancels their own', () => {
      const self: StaffFacts = { ...facts(SUBJECT), actor: { userId: SUBJECT, isPlatformStaff: false } };
      expect(refusal(coach, null, self)).toBe('403 FORBIDDEN');
      expect(refusal(organiser, null, self)).toBe('403 FORBIDDEN');
    });
  });

  it.each<StaffChange>([{ kind: 'deactivate' }, { kind: 'revoke' }, { kind: 'role', role: 'coach' }])(
    'nobody removes their own organiser access ($kind)',
    (change) => {
      const self: StaffFacts = { ...facts(SUBJECT), actor: { userId: SUBJECT, isPlatformStaff: false } };
      expect(refusal(financialOrganiser, change, self)).toBe('403 FORBIDDEN');
      expect(refusal(organiser, change, self)).toBe('403 FORBIDDEN');
    },
  );
});
