import { useCallback, useEffect, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { NavigationContext } from '../lib/navigation';
import { useLeftRenderedPage } from '../lib/page-clock';
import { rememberPlace, restorePlace, takeOverScrolling } from './scroll-restoration';

/**
 * React Router's `BrowserRouter` (declarative mode, far smaller than the data router), with each
 * location change applied through `useTransition`, whose pending state the layout shows as `aria-busy`,
 * and each page put in its place once shown (./scroll-restoration.ts): where it was left when
 * history returns to it, else at the top.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => {
    takeOverScrolling();
    return createBrowserHistory({ v5Compat: true });
  });
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [busy, startTransition] = useTransition();
  const leftRenderedPage = useLeftRenderedPage();
  // The entry whose page is on screen: the next location is not, until its transition commits.
  const shown = useRef(location);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        rememberPlace(shown.current.key);
        // The next page opens now, on the device's clock, not at the instant the server rendered the first for.
        leftRenderedPage();
        startTransition(() => setState(update));
      }),
    [history, leftRenderedPage],
  );
  useLayoutEffect(() => {
    shown.current = location;
    return restorePlace(location, action);
  }, [location, action]);
  useEffect(() => {
    const leave = () => rememberPlace(shown.current.key);
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (!busy) waiting.current.splice(0).forEach((resolve) => resolve());
  });
  const settled = useCallback(() => new Promise<void>((resolve) => waiting.current.push(resolve)), []);

  return (
    <NavigationContext.Provider value={{ busy, settled }}>
      <Router location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </NavigationContext.Provider>
  );
}
