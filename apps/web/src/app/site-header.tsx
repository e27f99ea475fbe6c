import { header } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { isAuthPath } from '../features/auth/auth-paths';
import { withNext } from '../lib/next-path';
import { useMe } from '../lib/use-me';
import { useBootstrap } from '../lib/club-context';
import { signedInPart } from './signed-in-part';

// Menus load only for people who are signed in: a visitor's bundle carries none of them.
const AccountMenu = signedInPart('AccountMenu');
const SupportMenu = signedInPart('SupportMenu');

export function SiteHeader() {
  const { club } = useBootstrap();
  return (
    <header className="bg-primary text-on-primary print:hidden">
      <div className="mx-auto flex min-h-14 max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <a href="/" className="flex items-center gap-3 text-lg font-semibold">
          {club?.logoUrl && (
            <img
              src={club.logoUrl}
              alt=""
              data-testid="club-logo"
              className="h-10 w-auto max-w-40 rounded bg-white p-0.5"
            />
          )}
          {club?.name ?? 'Clubroom'}
        </a>
        {club && <HeaderAccount />}
      </div>
    </header>
  );
}

function HeaderAccount() {
  const { data } = useMe();
  const { pathname, search } = useLocation();
  if (!data) return null;
  if (!data.user) {
    if (isAuthPath(pathname)) return null; // a 'Sign in' link there would only point back at itself
    return (
      <Link
        to={withNext(clubPages.signIn.path, pathname + search)}
        className="rounded-md px-2 py-1.5 font-semibold underline-offset-2 hover:underline"
      >
        {header.signIn}
      </Link>
    );
  }
  const me = { ...data, user: data.user };
  // The server draws the menus as the browser will (their chunks load before hydration,
  // app/signed-in-part.tsx): with the name alone there, a phone's header would gain a row as the app
  // took over, moving the page from under a tap. Their buttons work once it has (ui/dropdown-menu.tsx).
  return (
    <nav aria-label="Account" className="flex flex-wrap items-center justify-end gap-1">
      <Suspense fallback={<span className="px-2 py-1.5 font-medium">{data.user.firstName}</span>}>
        {data.roles.includes('support') && <SupportMenu />}
        <AccountMenu me={me} />
      </Suspense>
    </nav>
  );
}
