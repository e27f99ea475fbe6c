import { Outlet, useNavigation } from 'react-router';
import { ContractGate } from '../features/contract/contract-gate';
import { StaffBanner } from '../features/staff-banner/staff-banner';
import { SwitchedUserBanner } from '../features/support/switched-user-banner';
import { SiteHeader } from './site-header';

export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:bg-white focus:p-2">Skip to content</a>
      <SwitchedUserBanner />
      <SiteHeader />
      <StaffBanner />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6" aria-busy={navigation.state === 'loading'}>
        <ContractGate>
          <Outlet />
        </ContractGate>
      </main>
      <footer className="border-t border-gray-200 py-4 text-center text-sm text-gray-600">
        Booking by Clubroom
      </footer>
    </div>
  );
}
