import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useParams } from 'react-router';
import { BackLink } from '../../ui/back-link';
import { ResourceState } from '../../ui/resource-state';
import { InvitePanel } from './invite-form';
import { useCamp } from './use-admin-bookings';

const t = messages.adminBookings;

/** /cms/camps/{campId}/invite?step=choose-emails (the default) | preview: inviting families to book a camp. */
export default function InviteCampPage() {
  const campId = Number(useParams().campId);
  const camp = useCamp(campId);
  return (
    <ResourceState query={camp} title={(data) => t.inviteTitle(data.camp.className)}>
      {(data) => (
        <div className="mx-auto max-w-3xl space-y-6">
          <BackLink to={clubPages.scheduleAdmin.path}>{messages.adminSchedule.backToSchedule}</BackLink>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.inviteTitle(data.camp.className)}</h1>
          <InvitePanel
            target={{ kind: 'camp', campId }}
            className={data.camp.className}
            bookPath={pagePath(clubPages.bookCamp, { campId })}
          />
        </div>
      )}
    </ResourceState>
  );
}
