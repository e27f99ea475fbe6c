import { messages } from '@clubroom/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as invoicesRoutes from '../../lib/api-routes/invoices';
import { userMessage } from '../../lib/user-message';
import { secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';

const t = messages.invoices;

/** What happened to the last send: sent (how many), or the server's words why not. */
function Outcome({
  mutation,
}: {
  mutation: { isSuccess: boolean; isError: boolean; data?: { sent: number }; error: unknown };
}) {
  if (mutation.isSuccess && mutation.data)
    return (
      <p role="status" className="text-green-800">
        {t.sent(mutation.data.sent)}
      </p>
    );
  if (mutation.isError) return <FormAlert>{userMessage(mutation.error)}</FormAlert>;
  return null;
}

/** On a pending order: email it to the parent as an invoice. */
export function SendOrderInvoice({ orderId }: { orderId: number }) {
  const send = useMutation({ mutationFn: () => callApi(invoicesRoutes.sendOrderInvoice, { params: { orderId } }) });
  return (
    <div className="space-y-2">
      <SpinnerButton type="button" className={secondaryButton} loading={send.isPending} onClick={() => send.mutate()}>
        {t.sendOne}
      </SpinnerButton>
      <Outcome mutation={send} />
    </div>
  );
}

/** Invoice by term: every order of the term waiting for payment emailed to its parent, after asking. */
export function SendTermInvoices({ termId, termName, count }: { termId: number; termName: string; count: number }) {
  const [asking, setAsking] = useState(false);
  const send = useMutation({
    mutationFn: () => callApi(invoicesRoutes.sendTermInvoices, { body: { termId } }),
    onSettled: () => setAsking(false),
  });
  return (
    <div className="space-y-2">
      <SpinnerButton type="button" className={secondaryButton} loading={send.isPending} onClick={() => setAsking(true)}>
        {t.sendTerm(count)}
      </SpinnerButton>
      <Outcome mutation={send} />
      <ConfirmDialog
        open={asking}
        title={t.sendTerm(count)}
        body={t.confirmTerm(count, termName)}
        confirmLabel={t.sendTerm(count)}
        cancelLabel={messages.adminOrders.cancel}
        pending={send.isPending}
        onConfirm={() => send.mutate()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
