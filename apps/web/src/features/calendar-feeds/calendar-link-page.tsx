import { messages } from '@clubroom/domain/messages';
import { formatLongDate } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { CopyLink } from './copy-link';
import { issueCalendarLink, revokeCalendarLink, useCalendarLink, useCalendarLinkChange } from './use-calendar-link';

const t = messages.calendarFeeds;

/**
 * /dashboard/calendar: the family's calendar link (their children's sessions at every club, as iCal). A new link
 * is shown once, to copy; later the page says since when it works. Getting a new one and stopping it ask first.
 */
export default function CalendarLinkPage() {
  usePageTitle(t.pageTitle);
  const { timeZone } = useClub();
  const status = useCalendarLink();
  const issue = useCalendarLinkChange(issueCalendarLink);
  const revoke = useCalendarLinkChange(revokeCalendarLink);
  const [asking, setAsking] = useState<'reissue' | 'revoke' | null>(null);
  const link = status.data?.link;
  const shown = link && issue.data?.createdAt === link.createdAt ? issue.data : null;
  const failed = issue.error ?? revoke.error;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.pageTitle}</h1>
      <p>{t.intro}</p>
      <p className="text-sm text-gray-700">{t.privateWarning}</p>
      {failed && <FormAlert>{userMessage(failed)}</FormAlert>}
      {revoke.isSuccess && !link && <FormAlert tone="info">{t.revoked}</FormAlert>}
      {status.isPending && <Loading lines={2} />}
      {status.isError && <LoadFailed message={messages.account.loadFailed} retry={status.refetch} />}
      {status.data && (
        <section className="space-y-4 rounded-lg border border-gray-200 p-4">
          {!link && (
            <>
              <p>{t.none}</p>
              <button type="button" className={primaryButton} disabled={issue.isPending} onClick={() => issue.mutate()}>
                {issue.isPending ? t.issuing : t.issue}
              </button>
            </>
          )}
          {link && shown && <CopyLink url={shown.url} webcalUrl={shown.webcalUrl} />}
          {link && !shown && (
            <p>
              {t.activeSince(formatLongDate(Date.parse(link.createdAt) / 1000, timeZone))} {t.lostIt}
            </p>
          )}
          {link && (
            <div className="flex flex-wrap items-center gap-4">
              <button type="button" className={secondaryButton} onClick={() => setAsking('reissue')}>
                {t.reissue}
              </button>
              <button type="button" className={textButton} onClick={() => setAsking('revoke')}>
                {t.revoke}
              </button>
            </div>
          )}
        </section>
      )}
      <ConfirmDialog
        open={asking === 'reissue'}
        title={t.reissueTitle}
        body={t.reissueBody}
        confirmLabel={t.reissueConfirm}
        cancelLabel={t.cancel}
        pending={issue.isPending}
        onConfirm={() => issue.mutate(undefined, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        title={t.revokeTitle}
        body={t.revokeBody}
        confirmLabel={t.revokeConfirm}
        cancelLabel={t.cancel}
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
