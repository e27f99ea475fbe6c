import type { AddToBasketBody, Child, RouteResponse, scheduleApi } from '@clubroom/domain/api';
import { ageLimitRefusal, messages, priceOrFree } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { currencySymbolFor, formatDateRange, formatLongDate } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as scheduleRoutes from '../../lib/api-routes/schedule';
import { useClub } from '../../lib/club-context';
import { usePublicResource } from '../../lib/use-public-resource';
import { CheckboxField, RadioGroupField } from '../../ui/fields';
import { ResourceState } from '../../ui/resource-state';
import { AddToBasketButton } from './add-to-basket-button';
import { BookingSteps } from './booking-steps';
import { usePageOpenedAt } from '../../lib/page-clock';

const t = messages.bookingPages;
type CampInfoResponse = RouteResponse<typeof scheduleApi.campInfo>;

/** /camp/{campId}/book: a whole camp week, or some of its days, for one of the parent's children. */
export default function BookCampPage() {
  const { campId } = useParams();
  const query = usePublicResource(scheduleRoutes.campInfo, { params: { campId } });
  const timeZone = useClub().timeZone;
  const nowSeconds = usePageOpenedAt();
  return (
    <ResourceState query={query} title={(info) => t.bookTitle(info.camp.className)}>
      {(info) => (
        <BookingSteps
          title={t.bookTitle(info.camp.className)}
          eligibility={{ refusalOf: (child) => campAgeRefusal(info, child, nowSeconds, timeZone) }}
          options={(child) => <CampOptions info={info} child={child} />}
        />
      )}
    </ResourceState>
  );
}

/**
 * The age limit as the server judges a booking: on the first day booked. Refused only when the
 * child fits neither the first nor the last day left (a child growing into the camp may book a later week).
 */
function campAgeRefusal(info: CampInfoResponse, child: Child, nowSeconds: number, timeZone: string) {
  const daysLeft = info.weekDays.flatMap((w) => w.days.map((d) => d.startTime)).filter((start) => start > nowSeconds);
  if (daysLeft.length === 0) return null;
  const { className, ageFromInMonths, ageToInMonths } = info.camp;
  const refusalOn = (day: number) =>
    ageLimitRefusal({
      child,
      className,
      ageFromMonths: ageFromInMonths,
      ageToMonths: ageToInMonths,
      firstAttendance: day,
      timeZone,
    });
  const first = refusalOn(Math.min(...daysLeft));
  return first !== null && refusalOn(Math.max(...daysLeft)) !== null ? first : null;
}

function CampOptions({ info, child }: { info: CampInfoResponse; child: Child }) {
  const tz = useClub().timeZone;
  // Days that started before the page opened cannot be booked.
  const nowSeconds = usePageOpenedAt();
  const [weekId, setWeekId] = useState<string | null>(null);
  const [wholeWeek, setWholeWeek] = useState(true);
  const [days, setDays] = useState<number[]>([]);
  const money = (minor: number) => priceOrFree(minor, currencySymbolFor(info.currency));
  const daysOf = (id: number) =>
    (info.weekDays.find((w) => w.instanceGroupId === id)?.days ?? []).filter((d) => d.startTime > nowSeconds);
  const weeks = info.camp.weeks.filter((week) => daysOf(week.instanceGroupId).length > 0);
  if (weeks.length === 0) return <p>{t.noWeeks}</p>;
  const week = weeks.find((w) => String(w.instanceGroupId) === weekId);
  const base = week && { childId: child.personId, campId: info.camp.campId, weekId: week.instanceGroupId };
  const body: AddToBasketBody | null = !base
    ? null
    : wholeWeek
      ? { type: 'camp-week', ...base }
      : days.length > 0
        ? { type: 'camp-days', ...base, dayStarts: days }
        : null;
  return (
    <div className="space-y-5">
      <RadioGroupField
        name="week"
        legend={t.chooseWeek}
        value={weekId}
        options={weeks.map((w) => ({
          value: String(w.instanceGroupId),
          label: `${w.name}: ${formatDateRange(w.weekStart, w.weekEnd, tz)}`,
        }))}
        onChange={(id) => {
          setWeekId(id);
          setDays([]);
        }}
      />
      {week && (
        <RadioGroupField
          name="length"
          legend={t.wholeWeekOrDays}
          value={wholeWeek ? 'week' : 'days'}
          options={[
            { value: 'week', label: t.wholeWeek(money(info.weekPrice)) },
            { value: 'days', label: t.someDays(money(info.dayPrice)) },
          ]}
          onChange={(value) => setWholeWeek(value === 'week')}
        />
      )}
      {week && !wholeWeek && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t.chooseDays}</legend>
          {daysOf(week.instanceGroupId).map((d) => (
            <CheckboxField
              key={d.startTime}
              id={`day-${d.startTime}`}
              label={formatLongDate(d.startTime, tz)}
              checked={days.includes(d.startTime)}
              onChange={(on) =>
                setDays((chosen) => (on ? [...chosen, d.startTime] : chosen.filter((s) => s !== d.startTime)))
              }
            />
          ))}
          {days.length === 0 && <p className="text-sm text-gray-700">{t.chooseDaysFirst}</p>}
        </fieldset>
      )}
      <AddToBasketButton body={body} waitingListPath={pagePath(clubPages.campInfo, { campId: info.camp.campId })} />
    </div>
  );
}
