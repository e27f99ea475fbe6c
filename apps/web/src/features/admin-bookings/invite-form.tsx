import { messages } from '@clubroom/domain/messages';
import { formatLongDate, formatTime } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { addressesIn, looksLikeAnAddress } from './email-list';
import {
  useContactSearch,
  useInvitations,
  useInvite,
  useRemoveInvitation,
  type InviteTarget,
} from './use-admin-bookings';

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
                {added ? t.addedContact(name, parent.email) : t.addContact(name, parent.email)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The addresses to invite, a preview of the email, and sending it. */
function Invite({ target, className, bookPath }: { target: InviteTarget; className: string; bookPath: string }) {
  const club = useClub();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const invite = useInvite(target);
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
    const bookUrl = new URL(bookPath, window.location.origin).toString();
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
          <p className="font-semibold">{email.subject(className, club.name)}</p>
          <p>{email.intro}</p>
          <p>{email.body(className, club.name)}</p>
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

/** Who was invited (newest first, and when), each removable; and whether only they may book. */
function Invited({ target }: { target: InviteTarget }) {
  const { timeZone } = useClub();
  const invitations = useInvitations(target);
  const remove = useRemoveInvitation(target);
  if (invitations.isError) return <LoadFailed message={t.invitationsLoadFailed} retry={() => invitations.refetch()} />;
  if (!invitations.data) return <Loading lines={2} of="section" />;
  const { inviteOnly, invitations: rows } = invitations.data;
  return (
    <section aria-labelledby="invited-heading" className="space-y-2">
      <h2 id="invited-heading" className="text-lg font-semibold">
        {t.invitedHeading}
      </h2>
      <p className="text-sm text-gray-700">{inviteOnly ? t.inviteOnlyOn : t.inviteOnlyOff}</p>
      {remove.isError && <FormAlert>{userMessage(remove.error)}</FormAlert>}
      {rows.length === 0 ? (
        <p className="text-gray-700">{t.noInvitations}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {rows.map((row) => (
            <li key={row.invitationId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{row.email}</span>{' '}
                <span className="text-sm text-gray-700">
                  {t.invitedAt(formatLongDate(row.invitedAt, timeZone), formatTime(row.invitedAt, timeZone))}
                </span>
              </span>
              <button
                type="button"
                className={textButton}
                disabled={remove.isPending}
                aria-label={t.removeInvitation(row.email)}
                onClick={() => remove.mutate(row.invitationId)}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Inviting families to a run or camp (`?step=choose-emails` the default, or `preview`), and who was invited. */
export function InvitePanel(props: { target: InviteTarget; className: string; bookPath: string }) {
  return (
    <div className="space-y-8">
      <Invite {...props} />
      <Invited target={props.target} />
    </div>
  );
}
