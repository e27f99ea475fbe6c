import type { Bootstrap } from '@clubroom/domain/api';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { App } from '../app/app';
import { pageClock } from '../lib/page-clock';

/** The demo club, as the server's bootstrap names it. */
export const testBootstrap: Bootstrap = {
  baseDomain: 'clubroom.test',
  platformUrl: 'https://clubroom.test',
  club: {
    subdomain: 'demo',
    name: 'Little Legends Sports Club',
    timeZone: 'Europe/London',
    currency: 'GBP',
    currencySymbol: '£',
    description: '',
    theme: { primary: '1d4ed8', secondary: 'f59e0b', panel: 'eff6ff' },
    logoUrl: null,
    takingBookings: true,
  },
  notFound: false,
};

/** Where the page sent the person: any other route shows its path. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

/**
 * Renders a page as the app does (the club's bootstrap, a query cache of its own, a router at `url`) with
 * `element` at the route `path`. A query fails at once (no retry), so a test never waits on one; mock `fetch`
 * first (`fakeApi`). Answers Testing Library's queries, a `user` to type and click with, and `elsewhere()`: the
 * path the page went to, if it left.
 */
export function renderPage(
  element: ReactElement,
  {
    path,
    url = path,
    renderedAt,
  }: {
    path: string;
    url?: string;
    /** The instant the server rendered the page for (lib/page-clock.tsx), as when the browser hydrates one. */
    renderedAt?: number;
  },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const screen = render(
    <App bootstrap={testBootstrap} queryClient={queryClient} clock={pageClock(renderedAt)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
  return { ...screen, user, elsewhere: () => screen.queryByTestId('elsewhere')?.textContent ?? null };
}

/** The error shown under a field (`<id>-error`, which the field names in its `aria-describedby`), or null. */
export function errorBeside(field: HTMLElement): string | null {
  const id = `${field.id}-error`;
  if (!field.getAttribute('aria-describedby')?.split(' ').includes(id)) return null;
  return document.getElementById(id)?.textContent ?? null;
}
