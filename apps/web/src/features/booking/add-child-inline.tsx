import type { Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { textButton } from '../../ui/buttons';
import { ChildForm } from '../people/child-form';
import { useAddChild } from '../people/use-children';

const t = messages.bookingPages;

/**
 * 'Add a child' inside the booking: the account's own form (loaded only when asked for: it brings
 * the form library and zod), and the new child is the one booked.
 */
export default function AddChildInline({
  consentOnRecord,
  onAdded,
  onCancel,
}: {
  consentOnRecord: boolean;
  onAdded: (child: Child) => void;
  /** None when the parent has no child yet: there is nothing else to choose. */
  onCancel?: () => void;
}) {
  const add = useAddChild();
  return (
    <ChildForm
      consentOnRecord={consentOnRecord}
      asksPhotoPermission
      submitLabel={t.addChild}
      onSubmit={async (body, photoPermission) => {
        onAdded(await add.mutateAsync({ ...body, photoPermission }));
      }}
      cancel={
        onCancel && (
          <button type="button" className={textButton} onClick={onCancel}>
            {t.cancelAddChild}
          </button>
        )
      }
    />
  );
}
