import type { CampRegisterSummary, RegisterSummary } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatLongDate, formatTime, takesEveryRegister } from '@clubroom/domain/rules';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { useSignedInMe } from '../../lib/signed-in-me';
import { Loading } from '../../ui/loading';
import { useRegisters } from './use-registers';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.registers;

function RegisterLink({ register, timeZone }: { register: RegisterSummary; timeZone: string }) {
  const next = register.nextSessionTime;
  return (
    <li>
      <Link
        className="block rounded-lg border border-gray-300 p-4 hover:bg-gray-50"
        to={pagePath(clubPages.register, { runId: register.runId })}
      >
        <span className="block text-lg font-semibold">{register.className}</span>
        <span className="block text-gray-700">
          {register.venueName} · {register.termName}
        </span>
        <span className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-gray-700">
          <span>
            {next === null
              ? t.allSessionsOver
              : t.nextSession(`${formatLongDate(next, timeZone)}, ${formatTime(next, timeZone)}`)}
          </span>
          <span>{t.childrenCount(register.childrenCount)}</span>
        </span>
      </Link>
    </li>
  );
}

function CampRegisterLinks({ camp, timeZone }: { camp: CampRegisterSummary; timeZone: string }) {
  return (
    <li className="rounded-lg border border-gray-300 p-4">
      <span className="block text-lg font-semibold">{camp.className}</span>
      <span className="block text-gray-700">{camp.venueName}</span>
      <ul className="mt-2 space-y-1">
        {camp.weeks.map((week) => (
          <li key={week.weekId}>
            <Link
              className="underline"
              to={pagePath(clubPages.campRegister, { campId: camp.campId, weekId: week.weekId })}
            >
              {t.campWeek(week.name, formatLongDate(week.startTime, timeZone))}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /cms/registers ('View Registers'): a coach's assigned classes, an organiser's every class of the current terms. */
export default function RegistersPage() {
  const { roles } = useSignedInMe();
  const { timeZone } = useClub();
  const registers = useRegisters();
  usePageTitle(t.listTitle);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <AdminPageHeading title={t.listTitle} />
      {registers.isPending && <Loading lines={3} />}
      {registers.isError && <LoadFailed message={t.listLoadFailed} retry={registers.refetch} />}
      {registers.data &&
        (registers.data.registers.length === 0 && registers.data.camps.length === 0 ? (
          <p className="rounded-lg bg-panel p-6 text-center">
            {takesEveryRegister(roles) ? t.noneAtAll : t.noneAssigned}
          </p>
        ) : (
          <ul className="space-y-3">
            {registers.data.registers.map((register) => (
              <RegisterLink key={register.runId} register={register} timeZone={timeZone} />
            ))}
          </ul>
        ))}
      {registers.data && registers.data.camps.length > 0 && (
        <section className="space-y-3">
          <h2 className="text-xl font-bold">{t.campsTitle}</h2>
          <ul className="space-y-3">
            {registers.data.camps.map((camp) => (
              <CampRegisterLinks key={camp.campId} camp={camp} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
