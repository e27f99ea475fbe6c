import { EMBED_MOUNT_ATTRIBUTE, type Bootstrap, type ScheduleResponse } from '@clubroom/domain/api';
import { h } from './dom';
import { scheduleView } from './schedule-view';
import { themeStyle, WIDGET_CSS } from './styles';

/**
 * The embeddable schedule (`<script src="https://{club}.{domain}/embed.js" async>` beside
 * `<div data-clubroom-schedule="https://{club}.{domain}">`): draws the club's public schedule in each such element,
 * inside a shadow root, from the club's public routes (which answer any origin, without cookies).
 */
const script = document.currentScript as HTMLScriptElement | null;
const origin = new URL(script?.src ?? '/', location.href).origin;

const read = async <T>(path: string): Promise<T> => {
  const response = await fetch(origin + path, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

/** The club's elements on the page: those naming this script's site (or naming none, when the page has one club). */
const mountsOf = () =>
  [...document.querySelectorAll<HTMLElement>(`[${EMBED_MOUNT_ATTRIBUTE}]`)].filter((element) => {
    const named = element.getAttribute(EMBED_MOUNT_ATTRIBUTE);
    return !element.shadowRoot && (!named || named.replace(/\/+$/, '') === origin);
  });

async function mount(): Promise<void> {
  const mounts = mountsOf();
  if (mounts.length === 0) return;
  const roots = mounts.map((element) => element.attachShadow({ mode: 'open' }));
  const status = () => h('p', { role: 'status' }, 'Loading the schedule…');
  for (const root of roots) root.replaceChildren(h('style', {}, WIDGET_CSS), status());
  try {
    // The routes' paths as written in `clubsApi.currentClub` and `scheduleApi.currentSchedule`: importing the
    // definitions would bundle zod and their schemas into a script every visitor of the club's website loads.
    const [bootstrap, schedule] = await Promise.all([
      read<Bootstrap>('/api/v4/public/club'),
      read<ScheduleResponse>('/api/v4/public/schedule/current'),
    ]);
    if (!bootstrap.club) throw new Error('no club at this address');
    const data = { club: bootstrap.club, schedule, origin };
    for (const root of roots)
      root.replaceChildren(h('style', {}, WIDGET_CSS + themeStyle(bootstrap.club.theme)), scheduleView(data));
  } catch {
    for (const root of roots)
      root.replaceChildren(
        h('style', {}, WIDGET_CSS),
        h(
          'p',
          { role: 'alert' },
          "We couldn't load the schedule. ",
          h('a', { href: origin + '/' }, 'See it on the club’s site.'),
        ),
      );
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void mount());
else void mount();
