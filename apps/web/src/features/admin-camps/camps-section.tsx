import type { AdminCamp } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { dateLabel } from '../admin-schedule/schedule-words';
import { useAdminCamps, useDeleteCamp, usePublishCamp } from './use-admin-camps';
import { LoadFailed } from '../../ui/load-failed';
import { InviteOnlyBadge } from '../../ui/invite-only-badge';
import { DraftBadge } from '../../ui/draft-badge';
import { PublishButton, usePublishNotice } from '../admin-schedule/publish-button';

const t = messages.adminCamps;
const words = messages.adminSchedule;

function CampItem({
  camp,
  onDelete,
  onPublished,
}: {
  camp: AdminCamp;
  onDelete: () => void;
  onPublished: (message: string, failed: boolean) => void;
}) {
  const headingId = `camp-${camp.campId}`;
  const publish = usePublishCamp();
  const action = {
    mutate: (published: boolean, callbacks: Parameters<typeof publish.mutate>[1]) =>
      publish.mutate({ campId: camp.campId, published }, callbacks),
    isPending: publish.isPending,
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-300 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={headingId} className="text-lg font-bold">
            {camp.className}
            {camp.draft && <DraftBadge label={words.publishing.draftBadge} />}
            {camp.inviteOnly && <InviteOnlyBadge label={words.run.inviteOnlyBadge} />}
          </h3>
          <p className="text-sm text-gray-700">
            {camp.startDate && camp.endDate
              ? words.termDates(dateLabel(camp.startDate), dateLabel(camp.endDate))
              : t.noDays}{' '}
            · {camp.startTime}–{camp.endTime} · {camp.venueName}
          </p>
          <p className="text-sm text-gray-700">
            {t.weeksCount(camp.weeks.length)} · {t.booked(camp.bookingsCount, camp.placesCount)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <PublishButton
            name={camp.className}
            draft={camp.draft}
            bookingsCount={camp.bookingsCount}
            action={action}
            onDone={onPublished}
          />
          <Link
            className={textButton}
            to={pagePath(clubPages.editCamp, { campId: camp.campId })}
            aria-label={`${words.edit} ${camp.className}`}
          >
            {words.edit}
          </Link>
          <Link
            className={textButton}
            to={pagePath(clubPages.messageCamp, { campId: camp.campId })}
            aria-label={`${messages.messaging.messageFamilies}: ${camp.className}`}
          >
            {messages.messaging.messageFamilies}
          </Link>
          <Link
            className={textButton}
            to={pagePath(clubPages.adminInviteCamp, { campId: camp.campId })}
            aria-label={`${words.run.invite} ${camp.className}`}
          >
            {words.run.invite}
          </Link>
          <button
            type="button"
            className={textButton}
            onClick={onDelete}
            aria-label={`${words.delete} ${camp.className}`}
          >
            {words.delete}
          </button>
        </div>
      </div>
      <ul className="divide-y divide-gray-200">
        {camp.weeks.map((week) => (
          <li key={week.weekId} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
            <span>
              <span className="font-semibold">{week.name}</span>{' '}
              <span className="text-sm text-gray-700">
                {week.startDate && dateLabel(week.startDate)} ·{' '}
                {t.booked(week.bookingsCount, week.days.length * camp.capacity)}
              </span>
            </span>
            <span className="flex flex-wrap gap-4">
              <Link
                className={textButton}
                to={pagePath(clubPages.campRegister, { campId: camp.campId, weekId: week.weekId })}
                aria-label={`${t.register(week.name)} (${camp.className})`}
              >
                {t.register(week.name)}
              </Link>
              <Link
                className={textButton}
                to={pagePath(clubPages.messageCampWeek, { campWeekId: week.weekId })}
                aria-label={`${messages.messaging.messageFamilies}: ${camp.className}, ${week.name}`}
              >
                {messages.messaging.messageFamilies}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The camps part of /cms/schedule: each camp's dates, weeks and places booked, with edit, delete and registers. */
export function CampsSection() {
  const camps = useAdminCamps();
  const remove = useDeleteCamp();
  const [pending, setPending] = useState<AdminCamp | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const notice = usePublishNotice();

  const confirmDelete = () => {
    if (!pending || remove.isPending) return;
    setRefusal(null);
    remove.mutate(pending.campId, {
      onSuccess: () => setPending(null),
      onError: (err) => {
        setPending(null);
        setRefusal(userMessage(err)); // a 409 says how many bookings stand in the way
      },
    });
  };

  return (
    <section aria-labelledby="camps-heading" className="space-y-4 pt-4">
      <h2 id="camps-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <p className="text-gray-700">{t.intro}</p>
      <Link className={secondaryButton} to={`${clubPages.addCamp.path}?step=details`}>
        {t.addCamp}
      </Link>
      <div aria-live="assertive">{refusal && <FormAlert>{refusal}</FormAlert>}</div>
      <div aria-live="polite">{notice.shown}</div>
      {camps.isPending && <Loading lines={3} />}
      {camps.isError && <LoadFailed message={words.loadFailed} retry={camps.refetch} />}
      {camps.data &&
        (camps.data.camps.length === 0 ? (
          <p className="rounded-lg bg-panel p-6 text-center">{t.empty}</p>
        ) : (
          camps.data.camps.map((camp) => (
            <CampItem key={camp.campId} camp={camp} onDelete={() => setPending(camp)} onPublished={notice.onDone} />
          ))
        ))}
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmDelete(pending?.className ?? '')}
        body={t.confirmDeleteBody}
        confirmLabel={remove.isPending ? words.deleting : words.delete}
        cancelLabel={words.cancel}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
