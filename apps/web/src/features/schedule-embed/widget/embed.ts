import { EMBED_MOUNT_ATTRIBUTE, type Bootstrap, type ScheduleResponse } from '@clubroom/domain/api';
import { reporterFor } from './analytics';
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

/**
 * A postcode's place, from the club's geocoding route (`geocodingApi.geocodePostcode`, which any origin may read), or
 * the route's own words for why not ('We couldn't find …', 'Please enter a UK postcode, such as …').
 */
async function findPostcode(postcode: string) {
  try {
    const response = await fetch(`${origin}/api/v4/public/geocode?postcode=${encodeURIComponent(postcode)}`, {
      credentials: 'omit',
    });
    const body = (await response.json()) as
      { postcode: string; latitude: number; longitude: number } | { error: { message: string } };
    if ('error' in body) return { problem: body.error.message };
    return body;
  } catch {
    return { problem: "We couldn't look up that postcode. Please try again." };
  }
}

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
    const data = { club: bootstrap.club, schedule, origin, report: reporterFor(origin), findPostcode };
    for (const root of roots)
      root.replaceChildren(h('style', {}, WIDGET_CSS + themeStyle(bootstrap.club.theme)), scheduleView(data));
    data.report({ event: 'view' });
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
