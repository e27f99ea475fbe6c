import {
  pathOf,
  type AdminCampDay,
  type CampDayBookingsResponse,
  type CampDayRegisterChild,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { dayKeys, mondayFirstIndex, takesEveryRegister } from '@clubroom/domain/rules';
import { useSignedInMe } from '../../lib/signed-in-me';
import { CampCoaches } from './run-coaches';
import { CameraOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../lib/api-client';
import { Loading } from '../../ui/loading';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { dateLabel } from '../admin-schedule/schedule-words';
import { campWeekRegisterCsv } from '../../lib/api-routes/admin-camps';
import { secondaryButton } from '../../ui/buttons';
import { AttendanceToggles, PrintedMarkCell } from './attendance-toggles';
import { useCampDayBookings, useCampWeekDays, useMarkCampAttendance } from './use-camp-registers';
import { BackLink } from '../../ui/back-link';
import { LoadFailed } from '../../ui/load-failed';
import { userMessage } from '../../lib/user-message';

const t = messages.adminCamps.registerPage;
const words = messages.adminSchedule;
const notesOf = (child: CampDayRegisterChild) =>
  [child.medicalNotes, child.allergyNotes, child.specialNeeds].filter(Boolean).join(' · ');
/** `tel:` wants the number without its spaces. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function DayRegister({ campId, weekId, day }: { campId: number; weekId: number; day: AdminCampDay }) {
  const bookings = useCampDayBookings(campId, weekId, day.dayOfWeek);
  const organiser = takesEveryRegister(useSignedInMe().roles);
  return (
    <ResourceState query={{ ...bookings, notFound: false }} title={(b) => t.title(b.camp.className, b.week.name)}>
      {(b) => (
        <div className="space-y-4">
          <div className="print:hidden">{organiser && <CampCoaches campId={campId} coaches={b.coaches} />}</div>
          <DayChildren b={b} />
        </div>
      )}
    </ResourceState>
  );
}

/** One child's Present / Absent on the day (the run register's toggles); a mark on paper when printed. */
function MarkCell({ b, child }: { b: CampDayBookingsResponse; child: CampDayRegisterChild }) {
  const mark = useMarkCampAttendance(b.camp.campId, b.week.weekId, b.day.dayOfWeek, child.childId);
  return (
    <>
      <td className="py-2 pr-3 print:hidden">
        <AttendanceToggles
          name={`${child.firstName} ${child.lastName}`}
          status={child.status}
          onMark={(status) => mark.mutate(status)}
          error={mark.isError ? userMessage(mark.error, messages.registers.markFailed(child.firstName)) : null}
        />
      </td>
      <PrintedMarkCell mark={child.status ?? 'unmarked'} className="hidden py-2 pr-3 print:table-cell" />
    </>
  );
}

function DayChildren({ b }: { b: CampDayBookingsResponse }) {
  const marked = (status: string) => b.children.filter((c) => c.status === status).length;
  return b.children.length === 0 ? (
    <p className="rounded-lg bg-panel p-6 text-center">{t.noChildren}</p>
  ) : (
    <div className="space-y-2 overflow-x-auto">
      <p role="status" aria-live="polite" className="font-medium">
        {messages.registers.tally(marked('present'), marked('absent'), b.children.length)}
      </p>
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-gray-300 text-sm">
            <th className="py-2 pr-3">{t.child}</th>
            <th className="py-2 pr-3">{t.attendance}</th>
            <th className="py-2 pr-3">{t.age}</th>
            <th className="py-2 pr-3">{t.notes}</th>
            <th className="py-2">{t.parentPhone}</th>
          </tr>
        </thead>
        <tbody>
          {b.children.map((child) => (
            <tr key={child.childId} className="border-b border-gray-200 align-top">
              <td className="py-2 pr-3 font-semibold">
                {child.firstName} {child.lastName}
                {child.photoPermissionRefused && (
                  <CameraOff className="ml-2 inline h-5 w-5 text-red-700" role="img" aria-label={t.photoRefused} />
                )}
              </td>
              <MarkCell b={b} child={child} />
              <td className="py-2 pr-3">{child.ageYears}</td>
              <td className="py-2 pr-3 whitespace-pre-line">{notesOf(child)}</td>
              <td className="py-2">
                {child.parent.phone ? (
                  <a className="underline" href={telOf(child.parent.phone)}>
                    {child.parent.phone}
                  </a>
                ) : (
                  messages.registers.noPhone
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /cms/camps/:campId/register/:weekId: a camp week's register, one weekday at a time. */
export default function CampRegisterPage() {
  const params = useParams();
  const [campId, weekId] = [Number(params.campId), Number(params.weekId)];
  const days = useCampWeekDays(campId, weekId);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = days.data?.days ?? [];
  const day = list.find((d) => d.dayId === chosen) ?? list[0];
  const organiser = takesEveryRegister(useSignedInMe().roles);
  if (isNotFound(days.error)) return <NotFoundPage />;
  return (
    <div className="space-y-4">
      <div className="space-y-4 print:hidden">
        {organiser ? (
          <BackLink to={clubPages.scheduleAdmin.path}>{words.backToSchedule}</BackLink>
        ) : (
          <BackLink to={clubPages.registers.path}>{messages.registers.backToRegisters}</BackLink>
        )}
        {days.isPending && <Loading lines={4} />}
        {days.isError && !isNotFound(days.error) && (
          <LoadFailed message={userMessage(days.error, t.loadFailed)} retry={days.refetch} />
        )}
      </div>
      {days.data && day && (
        <>
          <div role="tablist" className="flex flex-wrap gap-2 print:hidden">
            {list.map((d) => (
              <button
                key={d.dayId}
                type="button"
                role="tab"
                aria-selected={d.dayId === day.dayId}
                className={`min-h-11 rounded-md border-2 px-3 py-1 ${d.dayId === day.dayId ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-400'}`}
                onClick={() => setChosen(d.dayId)}
              >
                {dayKeys[mondayFirstIndex(d.dayOfWeek)].short} ({d.bookingsCount})
              </button>
            ))}
          </div>
          <h1 className="text-2xl font-bold">
            {t.title(days.data.className, days.data.weekName)}
            <span className="block text-lg font-semibold">{dateLabel(day.date)}</span>
          </h1>
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            <button type="button" className={secondaryButton} onClick={() => window.print()}>
              {messages.registers.print}
            </button>
            <a className={secondaryButton} href={pathOf(campWeekRegisterCsv, { campId, weekId })} download>
              {messages.registers.downloadCsv}
            </a>
            <Link
              className="inline-block underline"
              to={`${pagePath(clubPages.campEmergencyContacts, { campId })}?weekId=${weekId}`}
            >
              {messages.adminCamps.emergencyPage.link}
            </Link>
            <Link className={secondaryButton} to={pagePath(clubPages.messageCampWeek, { campWeekId: weekId })}>
              {messages.messaging.messageFamilies}
            </Link>
            <Link className={secondaryButton} to={pagePath(clubPages.messageCampDay, { campDayId: day.dayId })}>
              {messages.messaging.messageDay}
            </Link>
          </div>
          <DayRegister campId={campId} weekId={weekId} day={day} />
        </>
      )}
    </div>
  );
}
