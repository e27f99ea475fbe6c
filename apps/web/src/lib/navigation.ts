import { createContext, useContext } from 'react';

export interface Navigation {
  /** True while the next page loads: the current one stays on screen meanwhile. */
  busy: boolean;
  /** Resolves once the navigation under way is on screen. */
  settled: () => Promise<void>;
}

/** Provided by the app's router (app/browser-router.tsx). */
export const NavigationContext = createContext<Navigation>({ busy: false, settled: () => Promise.resolve() });

export const usePendingNavigation = () => useContext(NavigationContext);
