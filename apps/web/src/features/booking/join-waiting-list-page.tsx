import type { Child, RouteResponse, scheduleApi, WaitingListEntry } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatLongDate, formatTime } from '@clubroom/domain/rules';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, callApi } from '../../lib/api-client';
import * as scheduleRoutes from '../../lib/api-routes/schedule';
import * as waitingListRoutes from '../../lib/api-routes/waiting-list';
import { useClub } from '../../lib/club-context';
import { usePublicResource } from '../../lib/use-public-resource';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { bookRunPath } from './book-links';
import { bookingProblemOf } from './booking-problem';
import { BookingSteps } from './booking-steps';
import { useOneAtATime } from './use-one-at-a-time';

const t = messages.waitingList;
type RunInfoResponse = RouteResponse<typeof scheduleApi.runInfo>;

/** /{runId}/waiting-list: one of the parent's children joins a full run's waiting list. */
export default function JoinWaitingListPage() {
  const { runId } = useParams();
  const query = usePublicResource(scheduleRoutes.runInfo, { params: { runId } });
  const titleOf = (info: RunInfoResponse) => t.joinTitle(info.run.className);
  return (
    <ResourceState query={query} title={titleOf}>
      {(info) => (
        <BookingSteps
          title={titleOf(info)}
          options={(child) => <JoinFor key={child.personId} info={info} child={child} />}
        />
      )}
    </ResourceState>
  );
}

function JoinFor({ info, child }: { info: RunInfoResponse; child: Child }) {
  const once = useOneAtATime();
  const join = useMutation({
    mutationFn: () =>
      callApi(waitingListRoutes.joinWaitingList, { body: { runId: info.run.runId, childId: child.personId } }),
  });
  if (join.data) return <Joined entry={join.data.data} />;
  const hasPlaces = join.error instanceof ApiError && join.error.code === 'PLACES_AVAILABLE';
  return (
    <div className="space-y-4">
      <p>{t.joinExplained}</p>
      {join.isError && (
        <FormAlert>
          <p>{bookingProblemOf(join.error)}</p>
          {hasPlaces && (
            <Link className="mt-1 inline-block font-semibold underline" to={bookRunPath(info.run.runId)}>
              {t.bookInstead}
            </Link>
          )}
        </FormAlert>
      )}
      <SpinnerButton
        type="button"
        loading={join.isPending}
        loadingLabel={t.joining}
        onClick={() => once(() => join.mutateAsync())}
      >
        {t.join}
      </SpinnerButton>
    </div>
  );
}

function Joined({ entry }: { entry: WaitingListEntry }) {
  const tz = useClub().timeZone;
  const offerEnds = entry.offerExpiresAt === null ? null : Date.parse(entry.offerExpiresAt) / 1000;
  return (
    <div className="space-y-4" role="status">
      <p className="text-lg font-semibold">
        {offerEnds === null
          ? t.joined(entry.childName, entry.position ?? 1)
          : t.offered(`${formatTime(offerEnds, tz)} on ${formatLongDate(offerEnds, tz)}`)}
      </p>
      <p className="flex flex-col gap-3 sm:flex-row">
        <Link className={primaryButton} to={clubPages.myBookings.path}>
          {t.seeMyBookings}
        </Link>
        <Link className={secondaryButton} to={clubPages.schedule.path}>
          {messages.bookingPages.findAClass}
        </Link>
      </p>
    </div>
  );
}
