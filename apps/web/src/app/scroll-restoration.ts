import { NavigationType, type Location } from 'react-router';

/**
 * Where each history entry's page was left, so Back, Forward and a reload return to it. React
 * Router's own `ScrollRestoration` needs its data router, which this app does without (see
 * browser-router.tsx). Kept in sessionStorage, like the browser's own, for the tab's life.
 */
interface Place {
  /** The scroll position. */
  y: number;
  /** The link followed from the page (its href), to give focus back to on returning. */
  link: string | null;
}

const STORE = 'clubroom:places';
const KEEP = 50;

function readPlaces(): Record<string, Place> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, Place>;
  } catch {
    return {};
  }
}

function writePlaces(places: Record<string, Place>): void {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(places));
  } catch {
    // Storage full or refused: returning to a page then starts at its top.
  }
}

/**
 * Takes scrolling on history moves over from the browser, and gives the entry the page was loaded
 * into a key of its own (React Router reads `history.state.key`; an entry it did not create has
 * none, and two keyless entries would share one remembered place).
 */
export function takeOverScrolling(): void {
  window.history.scrollRestoration = 'manual';
  const state = window.history.state as { key?: string } | null;
  if (!state?.key) window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** Remembers where the page of the history entry `key` is being left. */
export function rememberPlace(key: string): void {
  const places = readPlaces();
  const focused = document.activeElement;
  delete places[key];
  places[key] = { y: window.scrollY, link: focused instanceof HTMLAnchorElement ? focused.getAttribute('href') : null };
  const keys = Object.keys(places);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEEP))) delete places[old];
  writePlaces(places);
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Puts the page just shown in its place: a page history returns to (Back, Forward, a reload) where
 * it was left, waiting for content that loads later until the person scrolls themselves; a new
 * page at its top, with focus at the start of `main` if the link followed has gone; a replaced
 * entry (the schedule's filters changing) stays as it is. Returns what stops the waiting.
 */
export function restorePlace(location: Location, action: NavigationType): () => void {
  if (action === NavigationType.Push) {
    window.scrollTo(0, 0);
    if (focusLost()) document.getElementById('main')?.focus({ preventScroll: true });
  }
  const place = action === NavigationType.Pop ? readPlaces()[location.key] : undefined;
  if (!place) return () => {};

  const arrive = () => {
    window.scrollTo(0, place.y);
    if (Math.abs(window.scrollY - place.y) > 1) return false;
    const link = place.link && document.querySelector<HTMLElement>(`main a[href="${CSS.escape(place.link)}"]`);
    if (link && focusLost()) link.focus({ preventScroll: true });
    return true;
  };
  if (arrive()) return () => {};
  const grown = new ResizeObserver(() => arrive() && stop());
  const movedByPerson = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    grown.disconnect();
    for (const type of movedByPerson) window.removeEventListener(type, stop);
  }
  grown.observe(document.body);
  for (const type of movedByPerson) window.addEventListener(type, stop, { once: true, passive: true });
  return stop;
}
