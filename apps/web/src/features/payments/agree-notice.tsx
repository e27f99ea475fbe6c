import { clubPages } from '@clubroom/domain/pages';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { textButton } from '../../ui/buttons';
import { useClubPolicy } from '../clubs/use-club-policy';
import { ContractDialog } from '../terms-of-use/contract-dialog';

const t = messages.paymentPages;

/** A link to one of the club's policies, in a new tab so the payment form keeps what was typed. */
function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="underline">
      {children}
      <span className="sr-only"> {t.opensInNewTab}</span>
    </a>
  );
}

/**
 * Spec §2: the agree-before-booking notice. The parents' Terms of Use open in their dialog; the
 * club's own terms and privacy policy (`/rest/v1/policy/…`), where it has written them, are linked.
 */
export function AgreeNotice() {
  const [termsOpen, setTermsOpen] = useState(false);
  const club = useClub();
  const terms = useClubPolicy('terms-and-conditions').data?.policy;
  const privacy = useClubPolicy('privacy').data?.policy;
  return (
    <p className="text-sm text-gray-700">
      {t.agreeBeforeBooking}{' '}
      <button type="button" className={textButton} onClick={() => setTermsOpen(true)}>
        {t.termsOfUse}
      </button>
      {(terms || privacy) && (
        <>
          {t.andClubs(club.name)}{' '}
          {terms && <PolicyLink href={clubPages.termsAndConditions.path}>{t.clubTerms}</PolicyLink>}
          {terms && privacy && ` ${t.and} `}
          {privacy && <PolicyLink href={clubPages.privacyPolicy.path}>{t.clubPrivacy}</PolicyLink>}
        </>
      )}
      .
      <ContractDialog role="parent" open={termsOpen} onOpenChange={setTermsOpen} />
    </p>
  );
}
