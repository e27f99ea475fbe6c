import type { CampInfo } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatLongDate, formatMoney } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { fieldIssues } from '../../lib/user-message';
import { CheckboxField, RadioGroupField } from '../../ui/fields';
import { BookForFamilyPage, ConfirmBooking } from './book-for-family';
import { familyQuery, useChosenFamily } from './chosen-family';
import { useBookCampForFamily, useCamp } from './use-admin-bookings';
import { usePageOpenedAt } from '../../lib/page-clock';

const t = messages.adminBookings;

/** Step confirm: the week, the whole of it or some days, paid offline or not, then the order. */
function Confirm({ info, childId }: { info: CampInfo; childId: number }) {
  const { timeZone } = useClub();
  const { chosen, words } = useChosenFamily([childId]);
  const weeks = info.camp.weeks;
  const [weekId, setWeekId] = useState(weeks[0]?.instanceGroupId ?? 0);
  const [dayStarts, setDayStarts] = useState<number[]>([]);
  const book = useBookCampForFamily(info.camp.campId);
  // Days already begun cannot be booked: the moment the page opened decides which are listed.
  const now = usePageOpenedAt();
  const days = (info.weekDays.find((w) => w.instanceGroupId === weekId)?.days ?? []).filter((d) => d.startTime > now);
  const issues = fieldIssues(book.error);
  return (
    <ConfirmBooking
      book={book}
      problem={issues.childId ?? issues.dayStarts ?? issues.weekId}
      submit={(paidOffline) =>
        book.mutate({ childId, weekId, paidOffline, ...(dayStarts.length > 0 && { dayStarts }) })
      }
    >
      <p>
        {t.childLabel}: {chosen?.childNames[0] ?? t.familyNames[words]}
        {chosen && ` · ${t.parentLabel}: ${chosen.parentName}`}
      </p>
      <p>{t.campPrices(formatMoney(info.weekPrice), formatMoney(info.dayPrice))}</p>
      <RadioGroupField
        name="week"
        legend={t.weekLabel}
        options={weeks.map((w) => ({ value: String(w.instanceGroupId), label: w.name }))}
        value={String(weekId)}
        onChange={(value) => {
          setWeekId(Number(value));
          setDayStarts([]);
        }}
      />
      <fieldset className="space-y-1">
        <legend className="font-medium">{t.daysLabel}</legend>
        <p className="text-sm text-gray-700">{t.daysHint}</p>
        {days.map((day) => (
          <CheckboxField
            key={day.startTime}
            id={`day-${day.startTime}`}
            label={formatLongDate(day.startTime, timeZone)}
            checked={dayStarts.includes(day.startTime)}
            onChange={(checked) =>
              setDayStarts((current) =>
                checked ? [...current, day.startTime] : current.filter((s) => s !== day.startTime),
              )
            }
          />
        ))}
      </fieldset>
    </ConfirmBooking>
  );
}

/** /cms/camps/{campId}/book?step=choose-child (the default) | confirm&parentId=&childId=: booking a camp for a family. */
export default function BookCampPage() {
  const camp = useCamp(Number(useParams().campId));
  return (
    <BookForFamilyPage
      query={camp}
      className={(data) => data.camp.className}
      confirm={(data, [childId]) => <Confirm info={data} childId={childId} />}
      places={(data, childIds) =>
        childIds.map((childId) => ({ childId, runId: null, termId: null, campId: data.camp.campId }))
      }
      confirmHref={(parentId, childIds) => `?step=confirm&${familyQuery(parentId, childIds)}`}
    />
  );
}
