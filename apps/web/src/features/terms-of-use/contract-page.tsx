import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { parseContractFormError, type ContractFormError } from '@clubroom/domain/rules';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useNextPath, withNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/use-me';
import { secondaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageMessage } from '../../ui/page-message';
import { AcceptContractForm, acceptRequiredText } from './accept-contract-form';
import { ContractMarkup } from './contract-markup';
import { useContractText } from './use-contract-text';

type Required = NonNullable<Me['contractRequired']>;

/** /terms/update: the updated terms the signed-in person must accept before going on to `?next=`. */
export default function ContractPage() {
  const me = useMe();
  const next = useNextPath();
  if (me.isError) {
    return (
      <PageMessage title={messages.somethingWentWrong.title}>
        <p>{messages.contract.loadFailed}</p>
      </PageMessage>
    );
  }
  if (!me.data) return <Loading lines={4} />;
  if (!me.data.user) return <Navigate to={withNext(clubPages.signIn.path, next)} replace />;
  // Consent is the person's own: support, switched into them, is told so rather than sent on or shown a form.
  if (me.data.impersonator) {
    return (
      <PageMessage title={messages.contract.title}>
        <p>{messages.switchedSession.contractPage(me.data.user.firstName)}</p>
        <Link className="mt-4 inline-block underline" to={next}>
          {messages.switchedSession.continue}
        </Link>
      </PageMessage>
    );
  }
  if (!me.data.contractRequired) return <Navigate to={next} replace />;
  return <ContractReview firstName={me.data.user.firstName} required={me.data.contractRequired} next={next} />;
}

/** What to say when the server sent the form back (`?error=`). */
function formErrorText(error: ContractFormError, { role, updated }: Required): string {
  if (error === 'outdated') return messages.contract.outdated;
  if (error === 'failed') return messages.contract.saveFailed;
  return acceptRequiredText(role, updated);
}

/** Any role other than parent is treated as organiser; coaches get their own wording. */
function roleIntro(role: Required['role']): string | null {
  if (role === 'parent') return null;
  return role === 'coach' ? messages.contract.coachIntro : messages.contract.organiserIntro;
}

function ContractReview({ firstName, required, next }: { firstName: string; required: Required; next: string }) {
  const [reviewing, setReviewing] = useState(false);
  usePageTitle(messages.contract.title);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useContractText(required.role, 'summary');
  const full = useContractText(required.role, 'latest', reviewing);
  const intro = roleIntro(required.role);
  const formError = parseContractFormError(useLocation().search);

  function reviewChanges() {
    setReviewing(true);
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }

  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-5" data-contract-role={required.role}>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {messages.contract.title}
      </h1>
      {formError && <FormAlert>{formErrorText(formError, required)}</FormAlert>}
      <p className="rounded-md bg-panel p-4 font-medium text-gray-900">
        {required.updated ? messages.contract.updateNotice(firstName) : messages.contract.firstNotice(firstName)}
      </p>
      {intro && <p>{intro}</p>}
      {reviewing ? (
        <section aria-labelledby="full-terms">
          <h2 id="full-terms" className="mb-2 text-xl font-bold">
            {messages.contract.fullTerms}
          </h2>
          <ContractMarkup query={full} />
        </section>
      ) : (
        <section aria-label={messages.contract.title}>
          <ContractMarkup query={summary} />
          <button type="button" className={`${secondaryButton} mt-4`} onClick={reviewChanges}>
            {required.updated ? messages.contract.reviewChanges : messages.contract.readFullTerms}
          </button>
        </section>
      )}
      <AcceptContractForm {...required} next={next} />
    </article>
  );
}
