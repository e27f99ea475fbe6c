import type { ReactNode } from 'react';
import { secondaryButton } from './buttons';
import { SpinnerButton } from './spinner-button';

/**
 * A dialog's last step: what will happen, Back to change it, and the button that does it (busy,
 * with its progress label, while it runs; Back is disabled then).
 */
export function ConfirmStep({
  children,
  backLabel,
  confirmLabel,
  pendingLabel,
  confirmClassName,
  pending,
  onBack,
  onConfirm,
}: {
  children: ReactNode;
  backLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The confirm button's look: primary, or danger for what takes something away. */
  confirmClassName: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="space-y-4">
      <p>{children}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} disabled={pending} onClick={onBack}>
          {backLabel}
        </button>
        <SpinnerButton
          type="button"
          className={confirmClassName}
          loading={pending}
          loadingLabel={pendingLabel}
          onClick={onConfirm}
        >
          {confirmLabel}
        </SpinnerButton>
      </div>
    </div>
  );
}
