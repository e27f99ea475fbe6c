import type { FamilyWaitingListEntry } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatDateTime } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { bookingWhere } from './booking-words';
import { useLeaveWaitingList } from './use-booking-changes';
import { useFamilyWaitingLists } from './use-bookings';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.myBookings;
const queue = messages.waitingList;

/** The family's places in waiting-list queues; a place offered is held in the basket until its offer ends. */
export function WaitingListEntries() {
  const tz = useClub().timeZone;
  const lists = useFamilyWaitingLists();
  const leave = useLeaveWaitingList();
  const [leaving, setLeaving] = useState<FamilyWaitingListEntry | null>(null);
  const [left, setLeft] = useState<FamilyWaitingListEntry | null>(null);
  if (lists.isPending) return <Loading lines={1} />;
  if (lists.isError) return <LoadFailed message={messages.bookingPages.loadFailed} retry={lists.refetch} />;
  const entries = lists.data.data;
  return (
    <div className="space-y-3">
      {left && <FormAlert tone="info">{t.leftNotice(left.childName, left.className)}</FormAlert>}
      {leave.isError && <FormAlert>{userMessage(leave.error)}</FormAlert>}
      {entries.length === 0 ? (
        <p className="text-gray-700">{t.noWaiting}</p>
      ) : (
        <ul className="space-y-3" aria-label={t.waitingTitle}>
          {entries.map((entry) => (
            <li key={entry.entryId} className="space-y-1 rounded-lg border border-gray-200 p-4">
              <h3 className="font-bold">{entry.className}</h3>
              <p>{entry.childName}</p>
              <p className="text-sm text-gray-700">{bookingWhere(entry)}</p>
              {entry.status === 'offered' && entry.offerExpiresAt ? (
                <p className="font-semibold">
                  {queue.offered(formatDateTime(Date.parse(entry.offerExpiresAt) / 1000, tz))}{' '}
                  <Link className="underline" to={clubPages.basket.path}>
                    {t.goToBasket}
                  </Link>
                </p>
              ) : (
                entry.position !== null && <p className="font-semibold">{queue.position(entry.position)}</p>
              )}
              <button type="button" className={textButton} onClick={() => setLeaving(entry)}>
                {queue.leave}
                <span className="sr-only">
                  {' '}
                  for {entry.childName}, {entry.className}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? queue.leaveConfirm(leaving.childName, leaving.className) : ''}
        body={t.leaveBody}
        confirmLabel={queue.leave}
        cancelLabel={t.stayOnList}
        pending={leave.isPending}
        onConfirm={() => {
          if (!leaving) return;
          setLeft(null);
          leave.mutate(leaving.entryId, {
            onSuccess: () => setLeft(leaving),
            onSettled: () => setLeaving(null),
          });
        }}
        onCancel={() => setLeaving(null)}
      />
    </div>
  );
}
