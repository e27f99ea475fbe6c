import { Outlet, useNavigation } from 'react-router';
import { useBootstrap } from './club-context';

export function Layout() {
  const { club } = useBootstrap();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:bg-white focus:p-2">Skip to content</a>
      <header className="bg-primary text-on-primary">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <a href="/" className="text-lg font-semibold">{club?.name ?? 'Clubroom'}</a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <footer className="border-t border-gray-200 py-4 text-center text-sm text-gray-600">
        Booking by Clubroom
      </footer>
    </div>
  );
}
