import { DEFAULT_RADIUS_MILES, type ScheduleFilters } from '@clubroom/domain/rules';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as geocodingRoutes from '../../lib/api-routes/geocoding';
import { secondaryButton } from '../../ui/buttons';
import { postcodeProblem } from './use-distance-origin';

type Distance = ScheduleFilters['distance'];

const sameDistance = (a: Distance, b: Distance) =>
  a.postcode === b.postcode && a.latitude === b.latitude && a.longitude === b.longitude && a.radius === b.radius;

/** Said after any failed look-up, which turns the distance filter off rather than leave an old one on screen. */
const FILTER_OFF = 'Showing classes at any distance.';

/**
 * Postcode (geocoded by the server) or the browser's location, and a radius in miles. `problem`
 * is why a shared link's postcode could not be found (so its filter does not apply).
 */
export function DistanceFilter({
  distance,
  problem,
  onChange,
}: {
  distance: Distance;
  problem: string | null;
  onChange: (d: Distance) => void;
}) {
  const [postcode, setPostcode] = useState(distance.postcode);
  const [radius, setRadius] = useState(String(distance.radius));
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The filter changed elsewhere (Reset Filters, the back button): the inputs follow it.
  const [seen, setSeen] = useState(distance);
  if (!sameDistance(seen, distance)) {
    setSeen(distance);
    setPostcode(distance.postcode);
    setRadius(String(distance.radius));
    setMessage(null);
  }

  const radiusValue = () => {
    const r = Number(radius);
    return Number.isFinite(r) && r > 0 && r < 1000 ? r : DEFAULT_RADIUS_MILES;
  };
  function apply(next: Distance) {
    setSeen(next);
    onChange(next);
  }
  /** A failed look-up clears the filter; what was typed stays, to be corrected. */
  function fail(reason: string) {
    apply({ postcode: '', latitude: null, longitude: null, radius: radiusValue() });
    setMessage(`${reason} ${FILTER_OFF}`);
  }

  async function applyPostcode() {
    setMessage(null);
    if (!postcode.trim()) {
      apply({ postcode: '', latitude: null, longitude: null, radius: radiusValue() });
      return;
    }
    setBusy(true);
    try {
      const found = await callApi(geocodingRoutes.geocodePostcode, { query: { postcode } });
      setPostcode(found.postcode);
      apply({ postcode: found.postcode, latitude: found.latitude, longitude: found.longitude, radius: radiusValue() });
    } catch (err) {
      fail(postcodeProblem(err));
    } finally {
      setBusy(false);
    }
  }

  function useMyLocation() {
    setMessage(null);
    if (!navigator.geolocation) {
      fail('Your browser cannot share its location. Please enter a postcode instead.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setPostcode('');
        apply({
          postcode: '',
          latitude: Number(pos.coords.latitude.toFixed(5)),
          longitude: Number(pos.coords.longitude.toFixed(5)),
          radius: radiusValue(),
        });
      },
      () => fail('We could not get your location. Please allow location access, or enter a postcode instead.'),
      { timeout: 10_000 },
    );
  }

  const shown = message ?? (problem && `${problem} ${FILTER_OFF}`);

  return (
    <fieldset className="rounded-md border border-gray-300 p-3">
      <legend className="px-1 text-sm font-medium">Distance</legend>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void applyPostcode();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-postcode" className="text-sm font-medium">
            Postcode
          </label>
          <input
            id="filter-postcode"
            className="w-36 rounded-md border border-gray-400 px-3 py-2 uppercase"
            value={postcode}
            maxLength={10}
            autoComplete="postal-code"
            aria-describedby={shown ? 'distance-message' : undefined}
            onChange={(e) => setPostcode(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-radius" className="text-sm font-medium">
            Radius (miles)
          </label>
          <input
            id="filter-radius"
            type="number"
            min={0.5}
            max={100}
            step={0.5}
            inputMode="decimal"
            className="w-24 rounded-md border border-gray-400 px-3 py-2"
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={busy}>
          {busy ? 'Finding…' : 'Apply'}
        </button>
        <button type="button" className={secondaryButton} onClick={useMyLocation}>
          Use my location
        </button>
      </form>
      {shown && (
        <p id="distance-message" role="alert" className="mt-2 text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
