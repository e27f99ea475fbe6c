import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (its user agent, say): `onServer` on the server and while
 * hydrating, so a page rendered on the server hydrates as it was rendered, then the browser's.
 */
export const useBrowserValue = <T>(inBrowser: () => T, onServer: T): T =>
  useSyncExternalStore(unchanging, inBrowser, () => onServer);
