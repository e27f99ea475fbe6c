import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { userMessage } from '../../lib/user-message';
import { secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

const t = messages.adminSchedule.publishing;

/** What publishing or unpublishing one run or camp does, as its list shows it. */
export interface PublishAction {
  mutate: (published: boolean, callbacks: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * Publish (a draft) or Unpublish (a published run or camp), naming it for screen readers. Unpublishing
 * something with bookings asks first, saying the bookings stay. The outcome is announced in `onDone`.
 */
export function PublishButton({
  name,
  draft,
  bookingsCount,
  action,
  onDone,
}: {
  name: string;
  draft: boolean;
  bookingsCount: number;
  action: PublishAction;
  onDone: (message: string, failed: boolean) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const change = (published: boolean) =>
    action.mutate(published, {
      onSuccess: () => {
        setConfirming(false);
        onDone(published ? t.published(name) : t.unpublished(name), false);
      },
      onError: (err) => {
        setConfirming(false);
        onDone(userMessage(err), true);
      },
    });
  if (draft)
    return (
      <button
        type="button"
        className={secondaryButton}
        disabled={action.isPending}
        onClick={() => change(true)}
        aria-label={`${t.publish} ${name}`}
      >
        {action.isPending ? t.working : t.publish}
      </button>
    );
  return (
    <>
      <button
        type="button"
        className={textButton}
        disabled={action.isPending}
        onClick={() => (bookingsCount > 0 ? setConfirming(true) : change(false))}
        aria-label={`${t.unpublish} ${name}`}
      >
        {t.unpublish}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t.confirmUnpublish(name)}
        body={t.confirmUnpublishBody(bookingsCount)}
        confirmLabel={action.isPending ? t.working : t.unpublish}
        cancelLabel={messages.adminSchedule.cancel}
        pending={action.isPending}
        onConfirm={() => change(false)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** What the last Publish or Unpublish said: shown beside the list it changed until the next one. */
export function usePublishNotice() {
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);
  const onDone = (message: string, failed: boolean) => setNotice({ message, failed });
  const shown = notice && <FormAlert tone={notice.failed ? 'error' : 'info'}>{notice.message}</FormAlert>;
  return { onDone, shown };
}
