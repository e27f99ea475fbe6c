import type { ContactFilterKey } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { SelectField, type Option } from '../../ui/fields';
import { useAdminTerms } from '../admin-schedule/use-admin-schedule';
import { useSchedule } from '../schedule/use-schedule';
import type { ContactsView } from './contacts-view';

const t = messages.contacts;

const valueOf = (filter: ContactsView['filter']) => (filter ? `${filter.key}:${filter.id}` : '');

function filterOf(value: string): ContactsView['filter'] {
  const [key, id] = value.split(':');
  return key && id ? { key: key as ContactFilterKey, id: Number(id) } : null;
}

/**
 * Which contacts to show: the whole schedule, or those booked on one term, run (class), camp or
 * camp week — every term and its runs from the schedule admin, the camps (with weeks) on the schedule.
 */
export function ContactFilter({
  filter,
  onChange,
}: {
  filter: ContactsView['filter'];
  onChange: (filter: ContactsView['filter']) => void;
}) {
  const terms = useAdminTerms();
  const schedule = useSchedule();
  const options: Option[] = [{ value: '', label: t.wholeSchedule }];
  for (const term of terms.data?.terms ?? []) {
    options.push({ value: `termId:${term.termId}`, label: t.termOption(term.name) });
    for (const run of term.runs) {
      options.push({ value: `runId:${run.runId}`, label: `— ${t.runOption(run.className, run.venueName)}` });
    }
  }
  for (const camp of schedule.data?.camps ?? []) {
    options.push({ value: `campId:${camp.campId}`, label: t.campOption(camp.className) });
    for (const week of camp.weeks) {
      options.push({
        value: `campWeekId:${week.instanceGroupId}`,
        label: `— ${t.campWeekOption(camp.className, week.name)}`,
      });
    }
  }
  // A filter from a link that is not (or no longer) in the lists still shows as chosen.
  if (filter && !options.some((o) => o.value === valueOf(filter))) {
    options.push({ value: valueOf(filter), label: `${filter.key} ${filter.id}` });
  }
  return (
    <SelectField
      id="contacts-filter"
      label={t.filterLabel}
      value={valueOf(filter)}
      options={options}
      onChange={(value) => onChange(filterOf(value))}
    />
  );
}
