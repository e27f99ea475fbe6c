import { describe, expect, it } from 'vitest';
import { looksLikeSwitchUserEmail } from './account.js';
import { switchBackHref, switchUserHref } from './switch-user.js';

describe('switchUserHref: the current page path plus ?_switch_user=email', () => {
  it.each([
    ['/', 'parent@example.com', '/?_switch_user=parent%40example.com'],
    ['/dashboard', ' parent@example.com ', '/dashboard?_switch_user=parent%40example.com'],
    ['/camp/3', 'first.last+tag@club-site.co.uk', '/camp/3?_switch_user=first.last%2Btag%40club-site.co.uk'],
  ])('%s with %s → %s', (path, email, href) => {
    expect(switchUserHref(path, email)).toBe(href);
    expect(new URL(href, 'http://x').searchParams.get('_switch_user')).toBe(email.trim());
  });

  it('switches back with _exit on the same page', () =>
    expect(switchBackHref('/term/2/Spring')).toBe('/term/2/Spring?_switch_user=_exit'));
});

describe('the switch-user modal offers a link only for addresses matching the pattern', () => {
  it.each([
    ['parent@example.com', true],
    ['PARENT@Example.COM', true],
    ['a-b.c+d@x.co', true],
    ['a@b.uk', true],
    ['', false],
    ['parent', false],
    ['parent@', false],
    ['@example.com', false],
    ['parent@example', false],
    ['parent@example.comm', false],
    ['parent@example.c', false],
    ['par ent@example.com', false],
    ['parent@@example.com', false],
    ['parent@example.com?x=1', false],
  ])('%s → %s', (email, expected) => expect(looksLikeSwitchUserEmail(email)).toBe(expected));
});
