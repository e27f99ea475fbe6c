import type { CampInfo, FamilyOrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatLongDate, formatMoney, isCanonicalId } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, RadioGroupField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { SwitchField } from '../../ui/switch-field';
import { ChooseChild, type Chosen } from './choose-child';
import { useBookCampForFamily, useCamp } from './use-admin-bookings';

const t = messages.adminBookings;

/** Step confirm: the week, the whole of it or some days, paid offline or not, then the order. */
function Confirm({ info, childId }: { info: CampInfo; childId: number }) {
  const { timeZone } = useClub();
  const chosen = useLocation().state as Chosen | null;
  const weeks = info.camp.weeks;
  const [weekId, setWeekId] = useState(weeks[0]?.instanceGroupId ?? 0);
  const [dayStarts, setDayStarts] = useState<number[]>([]);
  const [paidOffline, setPaidOffline] = useState(false);
  const book = useBookCampForFamily(info.camp.campId);
  // Days already begun cannot be booked: the moment the page opened decides which are listed.
  const [now] = useState(() => Date.now() / 1000);
  const days = (info.weekDays.find((w) => w.instanceGroupId === weekId)?.days ?? []).filter((d) => d.startTime > now);
  const done: FamilyOrderResponse | undefined = book.data;
  if (done) {
    return (
      <div className="space-y-3">
        <FormAlert tone="info">
          {done.status === 'completed' ? t.bookedPaid : t.bookedPending(formatMoney(done.total))}
        </FormAlert>
        <Link className={textButton} to={pagePath(clubPages.adminOrder, { orderId: done.orderId })}>
          {t.orderLink}
        </Link>
      </div>
    );
  }
  const issues = fieldIssues(book.error);
  const problem = issues.childId ?? issues.dayStarts ?? issues.weekId;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        book.mutate({ childId, weekId, paidOffline, ...(dayStarts.length > 0 && { dayStarts }) });
      }}
    >
      <h2 className="text-lg font-semibold">{t.confirmTitle}</h2>
      <p>
        {t.childLabel}: {chosen?.childName ?? `#${childId}`}
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
      <SwitchField
        id="paid-offline"
        label={t.paidOfflineLabel}
        hint={t.paidOfflineHint}
        checked={paidOffline}
        onCheckedChange={setPaidOffline}
      />
      {book.isError && <FormAlert>{problem ?? userMessage(book.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Link className={secondaryButton} to="?step=choose-child">
          {t.back}
        </Link>
        <SpinnerButton type="submit" className={primaryButton} loading={book.isPending} loadingLabel={t.booking}>
          {t.book}
        </SpinnerButton>
      </div>
    </form>
  );
}

/** /cms/camps/{campId}/book?step=choose-child (the default) | confirm&childId=: booking a camp for a family. */
export default function BookCampPage() {
  const campId = Number(useParams().campId);
  const [params] = useSearchParams();
  const camp = useCamp(campId);
  const childId = params.get('childId');
  const confirming = params.get('step') === 'confirm' && childId !== null && isCanonicalId(childId);
  return (
    <ResourceState query={camp} title={(data) => t.bookTitle(data.camp.className)}>
      {(data) => (
        <div className="mx-auto max-w-3xl space-y-6">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.bookTitle(data.camp.className)}</h1>
          {confirming ? (
            <Confirm info={data} childId={Number(childId)} />
          ) : (
            <ChooseChild confirm={(id) => `?step=confirm&childId=${id}`} />
          )}
        </div>
      )}
    </ResourceState>
  );
}
