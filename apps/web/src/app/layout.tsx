import { parseSwitchUserError } from '@clubroom/domain/rules';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ContractGate } from '../features/terms-of-use/contract-gate';
import { useMe } from '../lib/use-me';
import { Loading } from '../ui/loading';
import { usePendingNavigation } from '../lib/navigation';
import { isAdminPath } from './admin-path';
import { PageErrorBoundary } from './page-error-boundary';
import { signedInPart } from './signed-in-part';
import { SiteHeader } from './site-header';

// Banners load only for people who are signed in: a visitor's bundle carries none of them.
const SwitchedUserBanner = signedInPart('SwitchedUserBanner');
const StaffBanner = signedInPart('StaffBanner');
const AdminNav = signedInPart('AdminNav');
const SwitchUserFailedNotice = signedInPart('SwitchUserFailedNotice');

/** Every page's frame; `publicPage` is a public booking page, where signed-in staff see the admin banner. */
export function Layout({ publicPage, children }: { publicPage: boolean; children: ReactNode }) {
  const { busy } = usePendingNavigation();
  const me = useMe().data;
  const { pathname, search } = useLocation();
  const switchRefused = parseSwitchUserError(search) !== null;
  const adminPage = isAdminPath(pathname);
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Suspense>{me?.impersonator && <SwitchedUserBanner />}</Suspense>
      <Suspense>{switchRefused && <SwitchUserFailedNotice />}</Suspense>
      <SiteHeader />
      <Suspense>{me?.user && publicPage && <StaffBanner />}</Suspense>
      <Suspense>{me?.user && adminPage && <AdminNav />}</Suspense>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 outline-none" aria-busy={busy}>
        <ContractGate>
          <PageErrorBoundary>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </PageErrorBoundary>
        </ContractGate>
      </main>
      <footer className="border-t border-gray-200 py-4 text-center text-sm text-gray-600 print:hidden">
        Booking by Clubroom
      </footer>
    </div>
  );
}
