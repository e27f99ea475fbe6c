import { DEFAULT_RADIUS_MILES, type ScheduleFilters } from '@clubroom/domain/rules';
import { h } from './dom';

type Distance = ScheduleFilters['distance'];

/** A postcode's place, or why it was not found (the club's geocoding route: `geocodingApi.geocodePostcode`). */
export type FindPostcode = (
  postcode: string,
) => Promise<{ postcode: string; latitude: number; longitude: number } | { problem: string }>;

const FILTER_OFF = 'Showing classes at any distance.';
const NO_LOCATION = 'We could not get your location. Please allow location access, or enter a postcode instead.';

/**
 * The schedule page's distance filter, in the widget: a postcode (looked up by the club's site, which answers any
 * origin) or the browser's location (asked of the family on the website's own page: the widget is no iframe), and a
 * radius in miles. A failed look-up turns the filter off and says why, as the page does.
 */
export function distanceField(findPostcode: FindPostcode, onChange: (distance: Distance) => void): HTMLElement {
  // Enter in either field looks the postcode up (the filters' form itself never submits).
  const onkeydown = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Enter') return;
    event.preventDefault();
    void applyPostcode();
  };
  const postcode = h('input', {
    id: 'cr-postcode',
    maxlength: '10',
    autocomplete: 'postal-code',
    onkeydown,
  }) as HTMLInputElement;
  const radius = h('input', {
    onkeydown,
    id: 'cr-radius',
    type: 'number',
    min: '0.5',
    max: '100',
    step: '0.5',
    inputmode: 'decimal',
    value: String(DEFAULT_RADIUS_MILES),
  }) as HTMLInputElement;
  const message = h('p', { class: 'cr-message', role: 'alert' });
  const radiusValue = () => {
    const r = Number(radius.value);
    return Number.isFinite(r) && r > 0 && r < 1000 ? r : DEFAULT_RADIUS_MILES;
  };
  const apply = (at: { postcode: string; latitude: number | null; longitude: number | null }) =>
    onChange({ ...at, radius: radiusValue() });
  const fail = (reason: string) => {
    apply({ postcode: '', latitude: null, longitude: null });
    message.textContent = `${reason} ${FILTER_OFF}`;
  };

  async function applyPostcode() {
    message.textContent = '';
    const typed = postcode.value.trim();
    if (!typed) return apply({ postcode: '', latitude: null, longitude: null });
    const found = await findPostcode(typed);
    if ('problem' in found) return fail(found.problem);
    postcode.value = found.postcode;
    apply(found);
  }

  function useMyLocation() {
    message.textContent = '';
    if (!navigator.geolocation) return fail('Your browser cannot share its location. Please enter a postcode instead.');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        postcode.value = '';
        apply({
          postcode: '',
          latitude: Number(position.coords.latitude.toFixed(5)),
          longitude: Number(position.coords.longitude.toFixed(5)),
        });
      },
      () => fail(NO_LOCATION),
      { timeout: 10_000 },
    );
  }

  return h(
    'fieldset',
    { class: 'cr-field cr-distance' },
    h('legend', {}, 'Distance'),
    h('label', { for: 'cr-postcode' }, 'Postcode'),
    postcode,
    h('label', { for: 'cr-radius' }, 'Radius (miles)'),
    radius,
    h(
      'div',
      { class: 'cr-buttons' },
      h('button', { type: 'button', class: 'cr-button', onclick: () => void applyPostcode() }, 'Apply'),
      h('button', { type: 'button', class: 'cr-button', onclick: useMyLocation }, 'Use my location'),
    ),
    message,
  );
}
