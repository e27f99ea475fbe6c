import type { FranchiseNetwork } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SaveOutcome } from '../../ui/save-outcome';
import { useNetworkChange } from './use-network-change';

const t = messages.franchise.console;

/** A button that takes a club or a manager out of the network, once the platform manager confirms. */
export function RemoveFromNetwork({
  label,
  title,
  body,
  remove,
}: {
  label: string;
  title: string;
  body: string;
  remove: () => Promise<FranchiseNetwork>;
}) {
  const [asking, setAsking] = useState(false);
  const change = useNetworkChange(remove);
  return (
    <>
      <button type="button" className={textButton} onClick={() => setAsking(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        title={title}
        body={body}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        pending={change.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => change.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
      <SaveOutcome save={change} />
    </>
  );
}
