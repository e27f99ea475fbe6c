import { dangerButton, secondaryButton } from './buttons';
import { Modal } from './modal';

/** Asks before a change that takes something away; Cancel is first, and Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={body}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={dangerButton}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
