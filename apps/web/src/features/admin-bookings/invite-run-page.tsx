import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useParams } from 'react-router';
import { BackLink } from '../../ui/back-link';
import { ResourceState } from '../../ui/resource-state';
import { InvitePanel } from './invite-form';
import { useRun } from './use-admin-bookings';

const t = messages.adminBookings;

/** /cms/invite/run/{runId}?step=choose-emails (the default) | preview: inviting families to book a run. */
export default function InviteRunPage() {
  const runId = Number(useParams().runId);
  const run = useRun(runId);
  return (
    <ResourceState query={run} title={(data) => t.inviteTitle(data.run.className)}>
      {(data) => (
        <div className="mx-auto max-w-3xl space-y-6">
          <BackLink to={clubPages.scheduleAdmin.path}>{messages.adminSchedule.backToSchedule}</BackLink>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.inviteTitle(data.run.className)}</h1>
          <InvitePanel
            target={{ kind: 'run', runId }}
            className={data.run.className}
            bookPath={pagePath(clubPages.bookRun, { runId })}
          />
        </div>
      )}
    </ResourceState>
  );
}
