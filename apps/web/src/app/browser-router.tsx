import { useCallback, useEffect, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { NavigationContext } from '../lib/navigation';

/**
 * React Router's `BrowserRouter` (declarative mode, far smaller than the data router), with each
 * location change applied through `useTransition`, whose pending state the layout shows as `aria-busy`.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [busy, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);

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
