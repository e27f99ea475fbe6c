import type { RegisterResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatLongDate, formatTime, isCanonicalId, takesEveryRegister } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pathOf } from '@clubroom/domain/api';
import { registerCsv } from '../../lib/api-routes/registers';
import { useClub } from '../../lib/club-context';
import { useSignedInMe } from '../../lib/signed-in-me';
import { userMessage } from '../../lib/user-message';
import { secondaryButton } from '../../ui/buttons';
import { SelectField } from '../../ui/fields';
import NotFoundPage from '../../ui/not-found-page';
import { PageMessage } from '../../ui/page-message';
import { ResourceState } from '../../ui/resource-state';
import { defaultSessionId } from './default-session';
import { RebookButton } from './rebook-dialog';
import { RegisterChildRow } from './register-child';
import { PrintableRegister } from './register-print';
import { RunCoaches } from './run-coaches';
import { useRegister } from './use-registers';
import { WaitingList } from './waiting-list';
import { BackLink } from '../../ui/back-link';
import { ChildTrophyButtons } from '../trophies/child-trophy-buttons';
import { NextLevelRun } from '../trophies/next-level-run';
import { useRunTrophies } from '../trophies/use-run-trophies';
import { usePageOpenedAt } from '../../lib/page-clock';

const t = messages.registers;

function Register({ register }: { register: RegisterResponse }) {
  const { timeZone, currencySymbol } = useClub();
  const { run, sessions } = register;
  const { roles } = useSignedInMe();
  // The session the page opened on is chosen once, by the time it opened.
  const openedAt = usePageOpenedAt();
  const [chosen, setChosen] = useState<number | null>(null);
  const sessionId = chosen ?? defaultSessionId(sessions, openedAt, timeZone);
  const chosenSession = sessions.find((s) => s.sessionId === sessionId);
  const booked = register.children.filter((c) => sessionId !== null && c.sessionIds.includes(sessionId));
  const marked = (status: string) =>
    booked.filter((c) => c.attendance.some((m) => m.sessionId === sessionId && m.status === status)).length;
  const organiser = takesEveryRegister(roles);
  const trophies = useRunTrophies(run.runId).data;
  return (
    <>
      <PrintableRegister register={register} timeZone={timeZone} />
      <div className="mx-auto max-w-xl space-y-4 print:hidden">
        <BackLink to={clubPages.registers.path}>{t.backToRegisters}</BackLink>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{run.className}</h1>
          <p className="text-gray-700">
            {run.venueName} · {run.termName}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            {t.print}
          </button>
          <a className={secondaryButton} href={pathOf(registerCsv, { runId: run.runId })} download>
            {t.downloadCsv}
          </a>
          <Link className={secondaryButton} to={pagePath(clubPages.messageRun, { runId: run.runId })}>
            {messages.messaging.messageFamilies}
          </Link>
          {organiser && <RebookButton register={register} currencySymbol={currencySymbol} />}
          {organiser && (
            <Link className={secondaryButton} to={pagePath(clubPages.adminBookRun, { runId: run.runId })}>
              {messages.adminBookings.bookForFamily}
            </Link>
          )}
          {organiser && (
            <Link className={secondaryButton} to={pagePath(clubPages.runSessions, { runId: run.runId })}>
              {messages.runSessions.link}
            </Link>
          )}
        </div>
        {organiser && <RunCoaches runId={run.runId} coaches={register.coaches} />}
        {organiser && <WaitingList run={run} timeZone={timeZone} />}
        {sessionId === null ? (
          <p className="rounded-lg bg-panel p-6 text-center">{t.noSessions}</p>
        ) : (
          <>
            <SelectField
              id="register-session"
              label={t.session}
              value={String(sessionId)}
              options={sessions.map((s) => ({
                value: String(s.sessionId),
                label: `${formatLongDate(s.startTime, timeZone)}, ${formatTime(s.startTime, timeZone)}${s.cancelled ? ` (${t.cancelledSession})` : ''}`,
              }))}
              onChange={(value) => setChosen(Number(value))}
            />
            {chosenSession?.cancelled && (
              <p role="status" className="rounded-lg border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
                {chosenSession.cancelled.reason
                  ? messages.runSessions.cancelledBecause(chosenSession.cancelled.reason)
                  : messages.runSessions.cancelledBadge}
              </p>
            )}
            {booked.length === 0 ? (
              <p className="rounded-lg bg-panel p-6 text-center">
                {register.children.length === 0 ? t.noChildren : t.noChildrenThisSession}
              </p>
            ) : (
              <>
                <p role="status" aria-live="polite" className="font-medium">
                  {t.tally(marked('present'), marked('absent'), booked.length)}
                </p>
                {trophies && <NextLevelRun trophies={trophies} />}
                <ul className="space-y-3">
                  {booked.map((child) => (
                    <RegisterChildRow
                      key={child.childId}
                      runId={run.runId}
                      sessionId={sessionId}
                      child={child}
                      extra={trophies && <ChildTrophyButtons runId={run.runId} child={child} trophies={trophies} />}
                    />
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}

/** /cms/register/:runId: a run's register, taken on a phone at the side of the pitch. */
export default function RegisterPage() {
  const { runId } = useParams();
  if (!runId || !isCanonicalId(runId)) return <NotFoundPage />;
  return <RegisterOf runId={Number(runId)} />;
}

function RegisterOf({ runId }: { runId: number }) {
  const register = useRegister(runId);
  if (register.forbidden) {
    return (
      <PageMessage title={t.forbiddenTitle}>
        <p>{userMessage(register.error)}</p>
        <p className="mt-4">
          <Link className="underline" to={clubPages.registers.path}>
            {t.backToRegisters}
          </Link>
        </p>
      </PageMessage>
    );
  }
  return (
    <ResourceState query={register} title={(data) => t.title(data.run.className)}>
      {(data) => <Register register={data} />}
    </ResourceState>
  );
}
