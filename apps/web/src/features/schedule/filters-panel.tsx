import type { ScheduleResponse } from '@clubroom/domain/api';
import {
  ageChoices,
  defaultFilters,
  isFiltering,
  namedChoice,
  scheduleOptions,
  type FilterContext,
  type ScheduleFilters,
} from '@clubroom/domain/rules';
import { useState } from 'react';
import { CheckboxField, SelectField } from '../../ui/fields';
import { textButton } from '../../ui/buttons';
import { MultiChoiceField } from '../../ui/multi-choice-field';
import { DistanceFilter } from './distance-filter';

interface Props {
  schedule: ScheduleResponse;
  filters: ScheduleFilters;
  context: FilterContext;
  /** Why a shared link's postcode could not be found. */
  distanceProblem: string | null;
  onChange: (next: ScheduleFilters) => void;
}

/** The 'Show me' filters of spec §2: age, day, time, spaces, camps/classes, and More... for class, venue and distance. */
export function FiltersPanel({ schedule, filters, context, distanceProblem, onChange }: Props) {
  const options = scheduleOptions(schedule, context);
  const className = namedChoice(options.classNames, filters.className);
  const venueName = namedChoice(options.venueNames, filters.venueName);
  const hasMore =
    filters.className !== 'any' ||
    filters.venueName !== 'any' ||
    filters.distance.latitude !== null ||
    filters.distance.postcode !== '';
  const [showMore, setShowMore] = useState(hasMore);
  const set = (patch: Partial<ScheduleFilters>) => onChange({ ...filters, ...patch });

  return (
    <section data-testid="filters" aria-labelledby="show-me" className="mb-6 rounded-lg bg-panel p-4">
      <h2 id="show-me" className="mb-3 text-xl font-bold">
        Show me
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          id="filter-age"
          label="Age"
          value={String(filters.age.value)}
          options={[
            { value: 'any', label: 'Any age' },
            ...ageChoices.map((c) => ({ value: String(c.value), label: c.label })),
          ]}
          onChange={(v) => set({ age: { value: v === 'any' ? 'any' : Number(v), unit: 'years' } })}
        />
        <MultiChoiceField
          id="filter-day"
          label="Day"
          anyLabel="Any day"
          choices={options.days.map((d) => ({ value: d.key, label: d.label, short: d.short, disabled: !d.enabled }))}
          value={filters.days}
          onChange={(days) => set({ days })}
        />
        <MultiChoiceField
          id="filter-time"
          label="Time"
          anyLabel="Any time"
          choices={options.times.map((t) => ({ value: t.key, label: t.label, disabled: !t.enabled }))}
          value={filters.times}
          onChange={(times) => set({ times })}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
        <CheckboxField
          id="filter-available"
          label="Spaces Available"
          checked={filters.onlyAvailableRuns}
          onChange={(v) => set({ onlyAvailableRuns: v })}
        />
        {options.hasTerms && options.hasCamps && (
          <>
            <CheckboxField
              id="filter-camps"
              label="Camps"
              checked={filters.showCamps}
              onChange={(v) => set({ showCamps: v })}
            />
            <CheckboxField
              id="filter-classes"
              label="Classes"
              checked={filters.showTerms}
              onChange={(v) => set({ showTerms: v })}
            />
          </>
        )}
        <button
          type="button"
          className={textButton}
          aria-expanded={showMore}
          aria-controls="more-filters"
          onClick={() => setShowMore(!showMore)}
        >
          {showMore ? 'Hide...' : 'More...'}
        </button>
        {isFiltering(filters) && (
          <button type="button" className={textButton} onClick={() => onChange(structuredClone(defaultFilters))}>
            Reset Filters
          </button>
        )}
      </div>
      {showMore && (
        <div id="more-filters" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            id="filter-class"
            label="Class"
            value={className.value}
            options={[{ value: 'any', label: 'Any Class' }, ...className.names.map((n) => ({ value: n, label: n }))]}
            onChange={(v) => set({ className: v })}
          />
          <SelectField
            id="filter-venue"
            label="Venue"
            value={venueName.value}
            options={[{ value: 'any', label: 'Any Venue' }, ...venueName.names.map((n) => ({ value: n, label: n }))]}
            onChange={(v) => set({ venueName: v })}
          />
          <div className="sm:col-span-2">
            <DistanceFilter
              distance={filters.distance}
              problem={distanceProblem}
              onChange={(distance) => set({ distance })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
