import type { BrowserAnalyticsEvent, Camp, PublicClub, Run, ScheduleResponse } from '@clubroom/domain/api';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import {
  ageChoices,
  applyFilters,
  defaultFilters,
  formatAgeRange,
  formatDateRange,
  isRunFull,
  scheduleOptions,
  weeklySlots,
  type ScheduleFilters,
} from '@clubroom/domain/rules';
import { changedFilters } from '../../schedule/analytics-signals';
import { distanceField, type FindPostcode } from './distance-field';
import { h } from './dom';

/** What the widget draws from: the club (name, zone) and its schedule, and the club's site its links open. */
export interface WidgetData {
  club: PublicClub;
  schedule: ScheduleResponse;
  /** The club's own site (`https://demo.example.com`): every link opens there, where booking happens. */
  origin: string;
  /** Counts a filter used or an Info & Booking link followed in the club's schedule analytics (nothing personal). */
  report: (event: BrowserAnalyticsEvent) => void;
  /** Looks a postcode up on the club's site, for the distance filter. */
  findPostcode: FindPostcode;
}

/** Where the distance filter measures from: the postcode's or the browser's place, once found. */
const originOf = ({ distance }: ScheduleFilters) =>
  distance.latitude !== null && distance.longitude !== null
    ? { latitude: distance.latitude, longitude: distance.longitude }
    : null;

const visuallyHidden = (text: string) => h('span', { class: 'cr-sr' }, text);

/** One select with its label; `any` first. */
function selectField(
  id: string,
  label: string,
  anyLabel: string,
  choices: { value: string; label: string }[],
  value: string,
  onChange: (value: string) => void,
) {
  const select = h(
    'select',
    { id, onchange: (event) => onChange((event.target as HTMLSelectElement).value) },
    [{ value: 'any', label: anyLabel }, ...choices].map((c) =>
      h('option', { value: c.value, selected: c.value === value }, c.label),
    ),
  );
  return h('div', { class: 'cr-field' }, h('label', { for: id }, label), select);
}

/** One checkbox with its label, ticked as its filter starts. */
function checkboxField(id: string, label: string, checked: boolean, onChange: (checked: boolean) => void) {
  return h(
    'div',
    { class: 'cr-check' },
    h('input', {
      type: 'checkbox',
      id,
      checked,
      onchange: (event) => onChange((event.target as HTMLInputElement).checked),
    }),
    h('label', { for: id }, label),
  );
}

/** The booking link of a run or camp: it opens the class's page on the club's own site (and is counted). */
function bookingLink(href: string, full: boolean, forWhat: string, onclick: () => void) {
  return h(
    'a',
    { class: full ? 'cr-link cr-full' : 'cr-link', href, onclick },
    full ? 'Join Waiting List' : 'Info & Booking',
    visuallyHidden(` for ${forWhat}`),
  );
}

function runItem(run: Run, data: WidgetData) {
  const zone = data.club.timeZone;
  const slots = weeklySlots(run, zone).map((s) => `${s.day} ${s.start} - ${s.end}`);
  return h(
    'li',
    { class: 'cr-item', 'data-run-id': String(run.runId) },
    h(
      'div',
      {},
      h('div', { class: 'cr-name' }, run.className),
      h(
        'div',
        { class: 'cr-meta' },
        [slots.join(', '), run.venueName, formatAgeRange(run.ageFrom, run.ageTo)].join(' · '),
      ),
    ),
    bookingLink(
      data.origin + pagePath(clubPages.runInfo, { runId: run.runId }),
      isRunFull(run),
      `${run.className}, ${run.venueName}`,
      () => data.report({ event: 'click', runId: run.runId }),
    ),
  );
}

function campItem(camp: Camp, data: WidgetData) {
  const zone = data.club.timeZone;
  return h(
    'li',
    { class: 'cr-item', 'data-camp-id': String(camp.campId) },
    h(
      'div',
      {},
      h('div', { class: 'cr-name' }, camp.className),
      h(
        'div',
        { class: 'cr-meta' },
        [
          formatDateRange(camp.startDateTime, camp.endDateTime, zone),
          camp.venueName,
          formatAgeRange(camp.ageFromInMonths, camp.ageToInMonths),
        ].join(' · '),
      ),
    ),
    bookingLink(data.origin + pagePath(clubPages.campInfo, { campId: camp.campId }), false, camp.className, () =>
      data.report({ event: 'click', campId: camp.campId }),
    ),
  );
}

/** The classes and camps the filters show, each term and the camps under their own heading. */
function results(data: WidgetData, filters: ScheduleFilters) {
  const context = { timeZone: data.club.timeZone, origin: originOf(filters) };
  const shown = applyFilters(data.schedule, filters, context);
  const count = shown.terms.reduce((n, t) => n + t.runs.length, 0) + shown.camps.length;
  return [
    h('p', { class: 'cr-sr', role: 'status' }, `${count} ${count === 1 ? 'class or camp' : 'classes and camps'} shown`),
    ...shown.terms.map((term) =>
      h(
        'section',
        {},
        h('h3', {}, term.termName),
        h(
          'ul',
          {},
          term.runs.map((run) => runItem(run, data)),
        ),
      ),
    ),
    shown.camps.length > 0 &&
      h(
        'section',
        {},
        h('h3', {}, 'Holiday camps'),
        h(
          'ul',
          {},
          shown.camps.map((camp) => campItem(camp, data)),
        ),
      ),
    count === 0 && h('p', {}, 'No classes or camps match these filters.'),
  ];
}

/**
 * The club's schedule with the schedule page's filters (age, day, time, class, venue, distance, classes or camps,
 * spaces available), each select offering only what the schedule has; the list is redrawn on each change (the
 * filters, and focus with them, stay).
 */
export function scheduleView(data: WidgetData): HTMLElement {
  const filters: ScheduleFilters = structuredClone(defaultFilters);
  const options = scheduleOptions(data.schedule, { timeZone: data.club.timeZone, origin: null });
  const list = h('div', { class: 'cr-results' });
  const redraw = () => list.replaceChildren(...results(data, filters).filter((n): n is HTMLElement => !!n));
  const set = (patch: Partial<ScheduleFilters>) => {
    const before = structuredClone(filters);
    Object.assign(filters, patch);
    const changed = changedFilters(before, filters);
    if (changed.length > 0) data.report({ event: 'filter', filters: changed });
    redraw();
  };
  const headingId = 'cr-heading';
  const form = h(
    'form',
    { class: 'cr-filters', 'aria-label': 'Show me', onsubmit: (event) => event.preventDefault() },
    selectField(
      'cr-age',
      'Age',
      'Any age',
      ageChoices.map((c) => ({ value: String(c.value), label: c.label })),
      'any',
      (v) => set({ age: { value: v === 'any' ? 'any' : Number(v), unit: 'years' } }),
    ),
    selectField(
      'cr-day',
      'Day',
      'Any day',
      options.days.filter((d) => d.enabled).map((d) => ({ value: d.key, label: d.label })),
      'any',
      (v) => set({ days: options.days.filter((d) => d.key === v).map((d) => d.key) }),
    ),
    selectField(
      'cr-time',
      'Time',
      'Any time',
      options.times.filter((b) => b.enabled).map((b) => ({ value: b.key, label: b.label })),
      'any',
      (v) => set({ times: options.times.filter((b) => b.key === v).map((b) => b.key) }),
    ),
    selectField(
      'cr-class',
      'Class',
      'Any class',
      options.classNames.map((n) => ({ value: n, label: n })),
      'any',
      (v) => set({ className: v }),
    ),
    selectField(
      'cr-venue',
      'Venue',
      'Any venue',
      options.venueNames.map((n) => ({ value: n, label: n })),
      'any',
      (v) => set({ venueName: v }),
    ),
    distanceField(data.findPostcode, (distance) => set({ distance })),
    h(
      'fieldset',
      { class: 'cr-field' },
      h('legend', {}, 'Show'),
      checkboxField('cr-classes', 'Classes', filters.showTerms, (on) => set({ showTerms: on })),
      checkboxField('cr-camps', 'Camps', filters.showCamps, (on) => set({ showCamps: on })),
      checkboxField('cr-available', 'Spaces available only', filters.onlyAvailableRuns, (on) =>
        set({ onlyAvailableRuns: on }),
      ),
    ),
  );
  redraw();
  return h(
    'section',
    { class: 'cr-root', 'aria-labelledby': headingId },
    h('h2', { id: headingId }, `${data.club.name}: classes and camps`),
    form,
    list,
    h(
      'p',
      { class: 'cr-footer' },
      'Booking opens on ',
      h('a', { href: data.origin + '/' }, `${data.club.name}'s site`),
      '.',
    ),
  );
}
