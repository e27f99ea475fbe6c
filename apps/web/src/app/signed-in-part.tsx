import type { Me } from '@clubroom/domain/api';
import { parseSwitchUserError } from '@clubroom/domain/rules';
import { lazy, type ComponentProps, type ComponentType } from 'react';
import { isAdminPath } from './admin-path';
import type { signedInParts } from './signed-in-parts';

type Parts = typeof signedInParts;
type Part<K extends keyof Parts> = Awaited<ReturnType<Parts[K]>>['default'];

const table = async () => (await import('./signed-in-parts')).signedInParts;
const preloaded = new Map<keyof Parts, ComponentType<never>>();

/** A component from the table of the parts only signed-in people see: at once when preloaded, else lazily. */
export function signedInPart<K extends keyof Parts>(name: K) {
  const Lazy = lazy(async () => ({ default: (await (await table())[name]()).default as Part<K> }));
  return function SignedInPart(props: ComponentProps<Part<K>>) {
    const Shown = (preloaded.get(name) ?? Lazy) as ComponentType<object>;
    return <Shown {...(props as object)} />;
  };
}

/**
 * Loads the parts the page shows a signed-in person before the app's first render. A page rendered
 * on the server has them in its HTML, and a part whose code were still loading would leave that
 * markup deaf to a click (React drops events on what it has not hydrated) until the code came; an
 * admin page's navigation would otherwise start loading (and its answers' calls) only after it.
 */
export async function preloadSignedInParts(
  me: Me,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const names: (keyof Parts)[] = [];
  if (me.user) names.push('AccountMenu', 'StaffBanner');
  if (me.user && isAdminPath(pathname)) names.push('AdminNav');
  if (me.roles.includes('support')) names.push('SupportMenu');
  if (me.impersonator) names.push('SwitchedUserBanner');
  if (parseSwitchUserError(search)) names.push('SwitchUserFailedNotice');
  if (names.length === 0) return;
  const parts = await table();
  await Promise.all(names.map(async (name) => preloaded.set(name, (await parts[name]()).default)));
}
