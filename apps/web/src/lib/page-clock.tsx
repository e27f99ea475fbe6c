import { createContext, useContext, useState } from 'react';

/**
 * When the page on screen was opened. A page the server rendered (`data-rendered-at` on the root element,
 * platform/web-app.ts) was opened at the instant on the server's clock it was rendered for: it hydrates from that
 * instant, not the device's, whose clock may be minutes or hours off (a test's, days), which would make React throw
 * the server's markup away, and a tap landing meanwhile with it. From the first navigation on, the device's clock.
 */
export interface PageClock {
  /** Epoch seconds. */
  openedAt(): number;
  /** The document's first location is left: pages open on the device's clock from now on (the router calls it). */
  leftRenderedPage(): void;
}

export function pageClock(renderedAt: number | undefined): PageClock {
  let serverInstant = renderedAt;
  return {
    openedAt: () => serverInstant ?? Math.floor(Date.now() / 1000),
    leftRenderedPage: () => {
      serverInstant = undefined;
    },
  };
}

export const PageClockContext = createContext<PageClock>(pageClock(undefined));

/** The router's side: what it calls as it leaves the page the server rendered. */
export const useLeftRenderedPage = () => useContext(PageClockContext).leftRenderedPage;

/** When the page was opened (epoch seconds), fixed for as long as it stays mounted. */
export function usePageOpenedAt(): number {
  const clock = useContext(PageClockContext);
  const [openedAt] = useState(() => clock.openedAt());
  return openedAt;
}
