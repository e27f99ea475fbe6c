import { describe, expect, it } from 'vitest';
import { clubDetailsComplete, clubNameProblem, clubPhoneProblem } from './club-details.js';
import { isFullySupportedRegion, REGIONS } from './regions.js';
import { normaliseSubdomain, subdomainProblem } from './subdomain.js';

describe('subdomainProblem: one DNS label, lower case, 3 to 63 characters, none of the platform’s own names', () => {
  it.each([
    ['abc', null],
    ['tuesday-fc', null],
    ['club2026', null],
    ['a'.repeat(63), null],
    ['ab', 'too-short'],
    ['', 'too-short'],
    ['a'.repeat(64), 'too-long'],
    ['Tuesday', 'characters'],
    ['tues_day', 'characters'],
    ['tues.day', 'characters'],
    ['café', 'characters'],
    ['tues day', 'characters'],
    ['-club', 'hyphen-ends'],
    ['club-', 'hyphen-ends'],
    ['xn--club', 'punycode'],
    ['ab--cd', 'punycode'],
    ['a--b', null],
    ['www', 'reserved'],
    ['api', 'reserved'],
    ['admin', 'reserved'],
    ['app', 'reserved'],
    ['mail', 'reserved'],
    ['platform', 'reserved'],
    ['clubroom', 'reserved'],
  ])('%j: %j', (subdomain, problem) => {
    expect(subdomainProblem(subdomain)).toBe(problem);
  });

  it('reads what was typed as lower case, trimmed', () => {
    expect(normaliseSubdomain('  Tuesday-FC ')).toBe('tuesday-fc');
  });
});

describe('club details: clubName and phone are required (spec §5)', () => {
  it.each([
    ['Kickers', null],
    ['  Kickers  ', null],
    ['', 'is required'],
    ['   ', 'is required'],
    ['x'.repeat(121), 'must be at most 120 characters'],
    ['Kick\u0000ers', 'must not contain control characters'],
  ])('club name %j: %j', (name, problem) => {
    expect(clubNameProblem(name)).toBe(problem);
  });

  it.each([
    ['01632 960123', null],
    ['+44 (0)1632 960-123', null],
    ['', 'is required'],
    ['call me', 'must be a phone number (digits, spaces, +, brackets and hyphens)'],
    ['12345', 'must have 7 to 15 digits'],
    ['1'.repeat(16), 'must have 7 to 15 digits'],
  ])('phone %j: %j', (phone, problem) => {
    expect(clubPhoneProblem(phone)).toBe(problem);
  });

  it('can be saved only with both (the Save button is disabled otherwise)', () => {
    expect(clubDetailsComplete({ clubName: 'Kickers', phone: '01632 960123' })).toBe(true);
    expect(clubDetailsComplete({ clubName: ' ', phone: '01632 960123' })).toBe(false);
    expect(clubDetailsComplete({ clubName: 'Kickers', phone: '' })).toBe(false);
  });
});

describe('regions', () => {
  it('fully supports GB and IE only, and lists each country once', () => {
    expect(REGIONS.filter((r) => r.fullySupported).map((r) => r.code)).toEqual(['GB', 'IE']);
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(REGIONS.length);
    expect(isFullySupportedRegion('GB')).toBe(true);
    expect(isFullySupportedRegion('US')).toBe(false);
    expect(isFullySupportedRegion('ZZ')).toBe(false);
  });
});
