import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isSitePath,
  formatUkMobile,
  isUkMobile,
  looksLikeSwitchUserEmail,
  normaliseUkMobile,
  passwordLengthProblem,
} from './account.js';

describe('isUkMobile: starts 07 or +44 7 followed by 9 digits', () => {
  it.each([
    ['07700900123', true],
    ['07700 900 123', true],
    ['+447700900123', true],
    ['+44 7700 900123', true],
    ['0770090012', false],
    ['077009001234', false],
    ['01632960123', false],
    ['+4401632960123', false],
    ['+4477009001', false],
    ['7700900123', false],
    ['07700a00123', false],
    ['', false],
  ])('%s → %s', (input, expected) => expect(isUkMobile(input)).toBe(expected));

  it('normalises +44 7 to 07', () => expect(normaliseUkMobile('+44 7700 900123')).toBe('07700900123'));

  it.each([
    ['07700900123', '07700 900123'],
    ['+447700900123', '07700 900123'],
    ['07700 900 123', '07700 900123'],
    ['01632 960123', '01632 960123'],
  ])('shows %s as %s', (stored, shown) => expect(formatUkMobile(stored)).toBe(shown));
});

describe('isEmail', () => {
  it.each([
    ['parent@example.com', true],
    ['a.b+c@sub.example.co.uk', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['space @example.com', false],
    ['x@localhost', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s → %s', (input, expected) => expect(isEmail(input)).toBe(expected));
});

describe('looksLikeSwitchUserEmail: word, dot, plus, hyphen local part; domain; 2-3 letter suffix', () => {
  it.each([
    ['parent@example.com', true],
    ['first.last+tag@club-site.co.uk', true],
    ['a_b@x.io', true],
    ['parent@example.info', false],
    ['parent@example', false],
    ['par ent@example.com', false],
    ['parent@example.c', false],
    ["o'neil@example.com", false],
  ])('%s → %s', (input, expected) => expect(looksLikeSwitchUserEmail(input)).toBe(expected));
});

describe('passwordLengthProblem: at least 8 characters, up to 128 allowed', () => {
  it.each([
    ['1234567', 'at least 8'],
    ['12345678', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'at most 128'],
  ])('%s', (input, expected) => {
    const problem = passwordLengthProblem(input);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });
});

describe('isSitePath: where to go after signing in is a path on this site, never another site', () => {
  it.each([
    ['/', true],
    ['/12/info', true],
    ['/terms/update?next=%2F', true],
    ['/camp/3#weeks', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['evil', false],
    ['', false],
    [`/${'a'.repeat(500)}`, false],
  ])('%s → %s', (input, expected) => expect(isSitePath(input)).toBe(expected));
});
