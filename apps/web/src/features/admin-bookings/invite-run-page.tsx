import type { RunInfo } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { addressesIn, looksLikeAnAddress } from './email-list';
import { useContactSearch, useInviteToRun, useRun } from './use-admin-bookings';

const t = messages.adminBookings;
/** Contacts to add to the addresses, by search. */
function ContactPicker({ chosen, onAdd }: { chosen: string[]; onAdd: (email: string) => void }) {
  const [search, setSearch] = useState('');
  const contacts = useContactSearch(search.trim());
  const taken = new Set(chosen.map((a) => a.toLowerCase()));
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t.pickContacts}</h2>
      <TextField
        id="invite-contact-search"
        type="search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {contacts.isSuccess && contacts.data.data.length === 0 && <p className="text-gray-700">{t.noContacts}</p>}
      <ul className="flex flex-wrap gap-2">
        {(contacts.data?.data ?? []).map((parent) => {
          const name = `${parent.firstName} ${parent.lastName}`;
          const added = taken.has(parent.email.toLowerCase());
          return (
            <li key={parent.parentId}>
              <button type="button" className={secondaryButton} disabled={added} onClick={() => onAdd(parent.email)}>
                {added ? `${name} · ${t.added}` : t.addContact(name)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Invite({ run }: { run: RunInfo }) {
  const club = useClub();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const invite = useInviteToRun(run.run.runId);
  const emails = addressesIn(text);
  const bad = emails.filter((a) => !looksLikeAnAddress(a));
  const previewing = params.get('step') === 'preview' && emails.length > 0 && bad.length === 0;
  const go = (step: string) => setParams({ step });
  // The server names a bad address by its place in the list (`emails.3`).
  const serverIssues = Object.entries(fieldIssues(invite.error)).map(([field, problem]) => {
    const index = /^emails\.(\d+)$/.exec(field)?.[1];
    return index === undefined ? problem : t.badEmail(emails[Number(index)] ?? field, problem);
  });

  if (invite.data) return <FormAlert tone="info">{t.sent(invite.data.sent.length)}</FormAlert>;
  if (previewing) {
    const email = t.inviteEmail;
    const bookUrl = new URL(`/${run.run.runId}/book`, window.location.origin).toString();
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold">{t.previewTitle}</h2>
        <p>{t.recipients(emails.length)}</p>
        <ul className="list-inside list-disc text-sm">
          {emails.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
        <div className="space-y-2 rounded-lg border border-gray-300 p-4 whitespace-pre-line">
          <p className="font-semibold">{email.subject(run.run.className, club.name)}</p>
          <p>{email.intro}</p>
          <p>{email.body(run.run.className, club.name)}</p>
          <p>
            {email.button}: {bookUrl}
          </p>
        </div>
        {serverIssues.length > 0 && <FormAlert>{serverIssues.join(' ')}</FormAlert>}
        {invite.isError && serverIssues.length === 0 && <FormAlert>{userMessage(invite.error)}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => go('choose-emails')}>
            {t.back}
          </button>
          <SpinnerButton
            type="button"
            className={primaryButton}
            loading={invite.isPending}
            loadingLabel={t.sending}
            onClick={() => invite.mutate({ emails })}
          >
            {t.send}
          </SpinnerButton>
        </div>
      </div>
    );
  }
  // Preview asked for with nothing (or something wrong) to send: say so beside the addresses.
  const asked = params.get('step') === 'preview';
  const badList = bad.map((a) => t.badEmail(a, t.notAnAddress)).join(' ');
  const error = !asked ? null : emails.length === 0 ? t.noEmails : badList || null;
  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        go('preview');
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="invite-emails" className="text-sm font-medium">
          {t.emailsLabel}
        </label>
        <textarea
          id="invite-emails"
          rows={6}
          className="rounded-md border border-gray-400 p-2"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="invite-emails-hint invite-emails-error"
        />
        <p id="invite-emails-hint" className="text-sm text-gray-600">
          {t.emailsHint}
        </p>
        {error && (
          <p id="invite-emails-error" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <ContactPicker chosen={emails} onAdd={(email) => setText((current) => `${current.trim()}\n${email}`.trim())} />
      <button type="submit" className={primaryButton}>
        {t.preview}
      </button>
    </form>
  );
}

/** /cms/invite/run/{runId}?step=choose-emails (the default) | preview: inviting families to book a run. */
export default function InviteRunPage() {
  const runId = Number(useParams().runId);
  const run = useRun(runId);
  return (
    <ResourceState query={run} title={(data) => t.inviteTitle(data.run.className)}>
      {(data) => (
        <div className="mx-auto max-w-3xl space-y-6">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.inviteTitle(data.run.className)}</h1>
          <Invite run={data} />
        </div>
      )}
    </ResourceState>
  );
}
