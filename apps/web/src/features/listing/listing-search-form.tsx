import { messages } from '@clubroom/domain/messages';
import { ageChoices, dayKeys, DEFAULT_RADIUS_MILES, timeBands } from '@clubroom/domain/rules';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';

const t = messages.listing;
const RADII = [1, 3, DEFAULT_RADIUS_MILES, 10, 20, 50];

/** The search as the address carries it: each field's text, '' when not given (a place: a postcode, or coordinates). */
export type ListingSearchFields = Record<
  'postcode' | 'latitude' | 'longitude' | 'radius' | 'age' | 'day' | 'time' | 'activity',
  string
>;

/**
 * A browser's location as the address carries it: 3 decimals (about 100 m), near enough to search by miles and no
 * nearer than a shared link needs to say where someone is.
 */
const coordinate = (degrees: number) => degrees.toFixed(3);

export const searchFieldsOf = (query: Record<string, string>): ListingSearchFields => ({
  postcode: query.postcode ?? '',
  latitude: query.latitude ?? '',
  longitude: query.longitude ?? '',
  radius: query.radius ?? String(DEFAULT_RADIUS_MILES),
  age: query.age ?? '',
  day: query.day ?? '',
  time: query.time ?? '',
  activity: query.activity ?? '',
});

/**
 * The address's query of a search: the fields given, in a fixed order, the default radius left out; a postcode
 * typed replaces a location used before.
 */
export function searchQueryOf(fields: ListingSearchFields): string {
  const postcode = fields.postcode.trim();
  const given = Object.entries({
    ...fields,
    postcode,
    latitude: postcode ? '' : fields.latitude,
    longitude: postcode ? '' : fields.longitude,
    activity: fields.activity.trim(),
  }).filter(([key, value]) => value !== '' && !(key === 'radius' && value === String(DEFAULT_RADIUS_MILES)));
  return new URLSearchParams(given).toString();
}

/** The listing site's search: where (a postcode and how far), the child's age, day, time and activity. */
export function ListingSearchForm({
  initial,
  onSearch,
}: {
  initial: ListingSearchFields;
  onSearch: (query: string) => void;
}) {
  const [fields, setFields] = useState(initial);
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState(false);
  const set = (key: keyof ListingSearchFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const nearYou = fields.latitude !== '' && fields.longitude !== '' && fields.postcode.trim() === '';

  /** Searches near the browser's location, with the other fields as chosen. */
  function useMyLocation() {
    setLocationProblem(false);
    if (!navigator.geolocation) return setLocationProblem(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const here = { latitude: coordinate(coords.latitude), longitude: coordinate(coords.longitude) };
        onSearch(searchQueryOf({ ...fields, postcode: '', ...here }));
      },
      () => {
        setLocating(false);
        setLocationProblem(true);
      },
      { timeout: 10_000 },
    );
  }
  return (
    <form
      role="search"
      aria-label={t.heading}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(searchQueryOf(fields));
      }}
    >
      <div className="col-span-2 sm:col-span-1">
        <TextField
          id="listing-postcode"
          label={t.postcode}
          hint={t.postcodeHint}
          autoComplete="postal-code"
          maxLength={10}
          value={fields.postcode}
          onChange={(e) => set('postcode')(e.target.value)}
        />
        <button type="button" className={`${secondaryButton} mt-2`} disabled={locating} onClick={useMyLocation}>
          {locating ? t.locating : t.useMyLocation}
        </button>
        {nearYou && <p className="mt-1 text-sm text-gray-700">{t.nearYou}</p>}
        {locationProblem && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t.noLocation}
          </p>
        )}
      </div>
      <SelectField
        id="listing-radius"
        label={t.radius}
        value={fields.radius}
        options={RADII.map((n) => ({ value: String(n), label: t.miles(n) }))}
        onChange={set('radius')}
      />
      <SelectField
        id="listing-age"
        label={t.age}
        value={fields.age}
        options={[
          { value: '', label: t.anyAge },
          ...ageChoices.map((c) => ({ value: String(c.value), label: c.label })),
        ]}
        onChange={set('age')}
      />
      <SelectField
        id="listing-day"
        label={t.day}
        value={fields.day}
        options={[{ value: '', label: t.anyDay }, ...dayKeys.map((d) => ({ value: d.key, label: d.label }))]}
        onChange={set('day')}
      />
      <SelectField
        id="listing-time"
        label={t.time}
        value={fields.time}
        options={[{ value: '', label: t.anyTime }, ...timeBands.map((b) => ({ value: b.key, label: b.label }))]}
        onChange={set('time')}
      />
      <div className="col-span-2 sm:col-span-2">
        <TextField
          id="listing-activity"
          label={t.activity}
          placeholder={t.activityHint}
          maxLength={60}
          value={fields.activity}
          onChange={(e) => set('activity')(e.target.value)}
        />
      </div>
      <div className="col-span-2 flex items-end sm:col-span-1">
        <button type="submit" className={`${primaryButton} w-full`}>
          {t.search}
        </button>
      </div>
    </form>
  );
}
