import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * and focus returns to whatever opened it (Radix returns it only to a `Dialog.Trigger`, which an
 * open state held by the page has not: the element focused on opening is remembered instead).
 * Title and description are announced.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Where focus goes on closing when the opener is gone (a menu item, say). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-gray-900 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (returnFocusTo?.current ?? opener.current)?.focus();
          }}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className="-m-2 rounded-md p-2 text-gray-700 hover:bg-gray-100" aria-label="Close">
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="mb-4 text-gray-700">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
