import { describe, expect, it } from 'vitest';
import { isPagePath } from './pages.js';

// The server answers 200 with the app for these paths and 404 for any other (query strings are
// cut off before matching).
const clubCases: [string, boolean][] = [
  ['/', true],
  ['/123/info', true],
  ['/abc/info', false],
  // Ids are canonical, as the API's path ids are: no sign, leading zero, hex, exponent or fraction.
  ['/2147483647/info', true],
  ['/2147483648/info', false],
  ['/0/info', false],
  ['/01/info', false],
  ['/+1/info', false],
  ['/0x10/info', false],
  ['/1e3/info', false],
  ['/1.0/info', false],
  ['/%201/info', false],
  ['/camp/007', false],
  ['/term/-3', false],
  ['/term/03/Autumn', false],
  ['/123/info/more', false],
  ['/123', false],
  ['/camp/7', true],
  ['/camp/seven', false],
  ['/camp', false],
  ['/term/3', true],
  ['/term/3/', true],
  ['/term/3/Autumn%20Term', true],
  ['/term/3/Autumn/extra', false],
  ['/term/x/Autumn', false],
  ['/dashboard', true],
  ['/dashboard/bookings', true],
  ['/dashboard/calendar', true],
  ['/dashboard/answers', true],
  ['/dashboardx', false],
  ['/dashboard/children/add', true],
  ['/dashboard/children/12', true],
  ['/dashboard/children/12/edit', true],
  ['/dashboard/details/me/cards', true],
  ['/dashboard/messages', true],
  ['/cms/messages/send/run/12', true],
  ['/cms/settings/registration-questions', true],
  ['/cms/settings/contact-attributes', true],
  ['/unsubscribe/abc_DEF-123', true],
  ['/unsubscribe', false],
  ['/dashboard/details/me/cards/pm_123/delete', true],
  ['/cms', true],
  ['/cms/staff', true],
  ['/cms/anything/below', true],
  ['/cmsx', false],
  ['/order', true],
  ['/order/6f1c7c1e-2d7a-4f0e-9c55-0d2b9a4b1e77', true],
  ['/12/book', true],
  ['/12/book/more', false],
  ['/x/book', false],
  ['/camp/7/book', true],
  ['/camp/07/book', false],
  ['/basket', true],
  ['/basket/more', false],
  ['/order/42/pay', true],
  ['/orders', false],
  ['/login', true],
  ['/login/link', true],
  ['/login/link-expired', true],
  ['/login/check-email', true],
  ['/login/error', true],
  ['/login/other', false],
  ['/login/', false],
  ['/signup', true],
  ['/signup/verify', true],
  ['/signup/other', false],
  ['/forgot-password', true],
  ['/reset-password', true],
  ['/lost-password', false],
  ['/terms/update', true],
  ['/terms', false],
  ['/cms/sign-up/details', true],
  ['/cms/transition/splash/payment', true],
  ['/nowhere', false],
  ['/api/v4/public/schedule/current', false],
];

const platformCases: [string, boolean][] = [
  ['/', true],
  ['/signup', true],
  ['/signup/verify', true],
  ['/login', true],
  ['/login/link', true],
  ['/forgot-password', true],
  ['/terms/update', true],
  ['/signup/other', false],
  ['/123/info', false],
  ['/cms', false],
  ['/nowhere', false],
];

describe('isPagePath', () => {
  it.each(clubCases)('club site: %s is a page: %s', (path, expected) => {
    expect(isPagePath('club', path)).toBe(expected);
  });

  it.each(platformCases)('platform site: %s is a page: %s', (path, expected) => {
    expect(isPagePath('platform', path)).toBe(expected);
  });
});
