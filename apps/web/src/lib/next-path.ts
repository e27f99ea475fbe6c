import { isSitePath } from '@clubroom/domain/rules';
import { useSearchParams } from 'react-router';

/** A `?next=` value when it is a path on this site (never another site), else the fallback. */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  return raw && isSitePath(raw) ? raw : fallback;
}

/** Where to go after signing in (or accepting terms): the page's `?next=`, if safe, else home. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}

/** `path?next=…`, leaving `next` off when it is just the homepage. */
export function withNext(path: string, next: string): string {
  return next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
}
