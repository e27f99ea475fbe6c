import { POLICY_TEXT_MAX, type PolicyKind } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { secondaryButton, textButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { usePolicy, useSavePolicy } from './use-pay-settings';

const t = messages.paySettings;

const pages = {
  'terms-and-conditions': { title: t.termsTitle, publicPath: clubPages.termsAndConditions.path },
  privacy: { title: t.privacyTitle, publicPath: clubPages.privacyPolicy.path },
} satisfies Record<PolicyKind, unknown>;

/** /cms/settings/terms-and-conditions and /cms/settings/privacy: write, preview, save or clear the club's policy. */
export default function PolicySettingsPage() {
  const kind: PolicyKind =
    useLocation().pathname === clubPages.settingsPrivacy.path ? 'privacy' : 'terms-and-conditions';
  const query = usePolicy(kind);
  const { title } = pages[kind];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={title} />
      <AdminPageHeading title={title} />
      <nav className="flex gap-4">
        <Link className={textButton} to={clubPages.settingsTerms.path}>
          {t.termsTitle}
        </Link>
        <Link className={textButton} to={clubPages.settingsPrivacy.path}>
          {t.privacyTitle}
        </Link>
      </nav>
      {query.isError ? (
        <LoadFailed message={t.loadFailed} retry={query.refetch} />
      ) : !query.data ? (
        <Loading lines={4} />
      ) : (
        <PolicyForm key={kind} kind={kind} saved={query.data.policy?.text ?? ''} />
      )}
    </div>
  );
}

function PolicyForm({ kind, saved }: { kind: PolicyKind; saved: string }) {
  const [text, setText] = useState(saved);
  const save = useSavePolicy(kind);
  const [done, setDone] = useState<string | null>(null);
  const submit = (next: string) => {
    setDone(null);
    save.mutate(next, {
      onSuccess: (answer) => {
        setText(answer.policy?.text ?? '');
        setDone(answer.policy ? t.saved : t.policyCleared);
      },
    });
  };
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
    >
      <p className="text-gray-700">{t.policyIntro}</p>
      <label htmlFor="policy-text" className="block font-semibold">
        {t.policyLabel}
      </label>
      <textarea
        id="policy-text"
        aria-describedby="policy-count"
        className="w-full rounded-md border border-gray-400 p-2"
        rows={12}
        maxLength={POLICY_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p id="policy-count" className="text-sm text-gray-700">
        {t.policyCount(text.length, POLICY_TEXT_MAX)}
      </p>
      {save.isError && <FormAlert>{userMessage(save.error)}</FormAlert>}
      {done && <FormAlert tone="info">{done}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <SpinnerButton type="submit" loading={save.isPending}>
          {t.savePolicy}
        </SpinnerButton>
        <button
          type="button"
          className={secondaryButton}
          disabled={save.isPending || saved === ''}
          onClick={() => submit('')}
        >
          {t.clearPolicy}
        </button>
        <a className={`${textButton} self-center`} href={pages[kind].publicPath} target="_blank" rel="noreferrer">
          {t.viewPublic}
        </a>
      </div>
      <section aria-labelledby="policy-preview" className="space-y-2 rounded-lg border border-gray-300 p-4">
        <h2 id="policy-preview" className="text-lg font-semibold">
          {t.policyPreview}
        </h2>
        {text.trim() === '' ? (
          <p className="text-gray-700">{t.policyEmpty}</p>
        ) : (
          text
            .trim()
            .split(/\n\s*\n/)
            .map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))
        )}
      </section>
    </form>
  );
}
