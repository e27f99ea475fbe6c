import type { Bootstrap } from '@clubroom/domain/api';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { App } from '../app/app';
import { BrowserRouter } from '../app/browser-router';
import { pageClock, usePageOpenedAt } from './page-clock';

const RENDERED_AT = 1_795_791_600; // 2026-11-26 15:00 UTC, on the server's clock
const DEVICE_NOW = Date.UTC(2026, 10, 29, 9, 30); // three days later on the device's

const bootstrap: Bootstrap = { baseDomain: 'localhost', platformUrl: 'http://localhost', club: null, notFound: false };

function OpenedAt({ name }: { name: string }) {
  return (
    <p data-testid={name}>
      {usePageOpenedAt()} <Link to="/next">Next</Link>
    </p>
  );
}

const openedAt = (name: string) => Number(screen.getByTestId(name).textContent?.split(' ')[0]);

describe('when a page was opened', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DEVICE_NOW);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => vi.useRealTimers());

  it("is the server's instant for the page it rendered, and the device's from the first navigation on", async () => {
    render(
      <App bootstrap={bootstrap} queryClient={new QueryClient()} clock={pageClock(RENDERED_AT)}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<OpenedAt key="first" name="first" />} />
            <Route path="/next" element={<OpenedAt key="next" name="next" />} />
          </Routes>
        </BrowserRouter>
      </App>,
    );
    expect(openedAt('first')).toBe(RENDERED_AT);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByTestId('next');
    expect(openedAt('next')).toBe(DEVICE_NOW / 1000);
  });

  it("is the device's on a page the browser rendered itself", () => {
    render(
      <App bootstrap={bootstrap} queryClient={new QueryClient()} clock={pageClock(undefined)}>
        <BrowserRouter>
          <OpenedAt name="first" />
        </BrowserRouter>
      </App>,
    );
    expect(openedAt('first')).toBe(DEVICE_NOW / 1000);
  });
});
