import { messages } from '@clubroom/domain/messages';
import { primaryButton, secondaryButton } from '../../../ui/buttons';
import { Modal } from '../../../ui/modal';

const t = messages.paymentPages.threeDSecure;

/**
 * The sandbox's 3-D Secure check, standing in for the bank's page Stripe.js opens: Complete passes
 * it, Fail (or closing it, as closing the bank's window does) refuses it.
 */
export function ThreeDSecureDialog({ onAnswer }: { onAnswer: (result: 'complete' | 'fail') => void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onAnswer('fail');
      }}
      title={t.title}
      description={t.body}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={() => onAnswer('fail')}>
          {t.fail}
        </button>
        <button type="button" className={primaryButton} onClick={() => onAnswer('complete')}>
          {t.complete}
        </button>
      </div>
    </Modal>
  );
}
