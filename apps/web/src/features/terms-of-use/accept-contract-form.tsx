import type { ContractRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useRef, useState, type FormEvent } from 'react';
import * as termsOfUseRoutes from '../../lib/api-routes/terms-of-use';
import { primaryButton } from '../../ui/buttons';
import { CheckboxField } from '../../ui/fields';
import { SpinnerButton } from '../../ui/spinner-button';
import { ParentConsents, type ParentConsentValues } from './parent-consents';

/** Why ACCEPT did nothing: the terms are not ticked (staff are told whether the terms are new or changed). */
export function acceptRequiredText(role: ContractRole, updated: boolean): string {
  if (role === 'parent') return messages.contract.acceptRequired;
  return updated ? messages.contract.acceptRequiredStaff : messages.contract.acceptRequiredStaffFirst;
}

/**
 * Spec §2/§4: a real form posting to the page itself (the server records the acceptance and
 * answers 303 to `next`). ACCEPT stays disabled (aria-disabled, so it can still explain) until the
 * terms are ticked; once pressed it turns into a loading button.
 */
export function AcceptContractForm({
  role,
  version,
  updated,
  next,
}: {
  role: ContractRole;
  version: number;
  updated: boolean;
  next: string;
}) {
  const isParent = role === 'parent';
  const [accepted, setAccepted] = useState(false);
  const [consents, setConsents] = useState<ParentConsentValues>({ marketing: null, specialCategory: false });
  const [error, setError] = useState<string | null>(null);
  const [clicked, setClicked] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (clicked) return event.preventDefault();
    if (!accepted) {
      event.preventDefault();
      setError(acceptRequiredText(role, updated));
      checkbox.current?.focus();
      return;
    }
    setClicked(true); // the browser goes on to post the form
  }

  return (
    <form
      method="post"
      action={termsOfUseRoutes.acceptContractForm.path}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 rounded-md border border-gray-300 p-4"
    >
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="next" value={next} />
      {isParent && <ParentConsents value={consents} onChange={setConsents} />}
      <CheckboxField
        id="accept-terms"
        name="acceptTerms"
        value="true"
        ref={checkbox}
        label={messages.contract.acceptCheckbox}
        checked={accepted}
        onChange={(ticked) => {
          setAccepted(ticked);
          if (ticked) setError(null);
        }}
        error={error}
      />
      <SpinnerButton
        type="submit"
        aria-disabled={!accepted}
        loading={clicked}
        loadingLabel={messages.contract.accepting}
        className={`${primaryButton} w-full sm:w-auto sm:self-start sm:px-10 aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
      >
        {messages.contract.accept}
      </SpinnerButton>
    </form>
  );
}
