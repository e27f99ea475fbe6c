import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { textButton } from '../../ui/buttons';
import { ContractDialog } from '../terms-of-use/contract-dialog';

const t = messages.paymentPages;

/**
 * Spec §2: the agree-before-booking notice. The parents' Terms of Use open in their dialog; the
 * club's own terms and privacy policy (`/rest/v1/policy/…`) have no pages yet to link to.
 */
export function AgreeNotice() {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <p className="text-sm text-gray-700">
      {t.agreeBeforeBooking}{' '}
      <button type="button" className={textButton} onClick={() => setTermsOpen(true)}>
        {t.termsOfUse}
      </button>
      .
      <ContractDialog role="parent" open={termsOpen} onOpenChange={setTermsOpen} />
    </p>
  );
}
