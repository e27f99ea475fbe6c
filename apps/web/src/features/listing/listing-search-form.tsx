import { messages } from '@clubroom/domain/messages';
import { ageChoices, dayKeys, DEFAULT_RADIUS_MILES, timeBands } from '@clubroom/domain/rules';
import { useState } from 'react';
import { primaryButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';

const t = messages.listing;
const RADII = [1, 3, DEFAULT_RADIUS_MILES, 10, 20, 50];

/** The search as the address carries it: each field's text, '' when not given. */
export type ListingSearchFields = Record<'postcode' | 'radius' | 'age' | 'day' | 'time' | 'activity', string>;

export const searchFieldsOf = (query: Record<string, string>): ListingSearchFields => ({
  postcode: query.postcode ?? '',
  radius: query.radius ?? String(DEFAULT_RADIUS_MILES),
  age: query.age ?? '',
  day: query.day ?? '',
  time: query.time ?? '',
  activity: query.activity ?? '',
});

/** The address's query of a search: the fields given, in a fixed order, the default radius left out. */
export function searchQueryOf(fields: ListingSearchFields): string {
  const given = Object.entries({
    ...fields,
    postcode: fields.postcode.trim(),
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
  const set = (key: keyof ListingSearchFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
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
