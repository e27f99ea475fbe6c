import { messages } from '@clubroom/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callApi } from '../../lib/api-client';
import * as messagingRoutes from '../../lib/api-routes/messaging';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';

const t = messages.messaging;

/**
 * /unsubscribe/:token, a marketing email's link: one button that unsubscribes, with no sign-in. Opening the page
 * changes nothing (mail scanners open links); mail clients use the List-Unsubscribe one click instead.
 */
export default function UnsubscribePage() {
  usePageTitle(t.unsubscribeTitle);
  const token = useParams().token ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => callApi(messagingRoutes.unsubscribeMarketing, { params: { token }, body: {} }),
  });
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.unsubscribeTitle}</h1>
      {unsubscribe.isSuccess ? (
        <FormAlert tone="info">{t.unsubscribed(unsubscribe.data.clubName)}</FormAlert>
      ) : (
        <>
          <p>{t.unsubscribeIntro}</p>
          {unsubscribe.isError && <FormAlert>{userMessage(unsubscribe.error)}</FormAlert>}
          <button
            type="button"
            className={primaryButton}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {t.unsubscribeButton}
          </button>
        </>
      )}
    </div>
  );
}
