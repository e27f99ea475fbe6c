import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as consoleRoutes from '../../lib/api-routes/platform-console';
import { userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Section } from './section';
import { useClientChange } from './use-console';

const t = messages.platformConsole;

/** Whether the club takes bookings; a platform manager suspends or restores it, after confirming. */
export function AccountStatus({ detail, canManage }: { detail: ConsoleClientDetail; canManage: boolean }) {
  const { client } = detail;
  const suspended = client.suspendedAt !== null;
  const [asking, setAsking] = useState(false);
  const params = { clientId: client.clientId };
  const change = useClientChange(client.clientId, (suspend: boolean) =>
    suspend ? callApi(consoleRoutes.suspendClient, { params }) : callApi(consoleRoutes.restoreClient, { params }),
  );
  const confirm = () => change.mutate(!suspended, { onSettled: () => setAsking(false) });
  return (
    <Section title={t.accountStatus}>
      <p>{suspended ? t.suspendedSince(client.suspendedDate!) : t.takingBookings}</p>
      {canManage && (
        <button type="button" className={suspended ? secondaryButton : dangerButton} onClick={() => setAsking(true)}>
          {suspended ? t.restore : t.suspend}
        </button>
      )}
      {change.isError && (
        <p role="alert" className="text-red-700">
          {userMessage(change.error, t.saveFailed)}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={suspended ? t.confirmRestore(client.name) : t.confirmSuspend(client.name)}
        body={suspended ? t.confirmRestoreBody : t.confirmSuspendBody}
        confirmLabel={suspended ? t.restore : t.suspend}
        cancelLabel={t.cancel}
        pending={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Section>
  );
}
