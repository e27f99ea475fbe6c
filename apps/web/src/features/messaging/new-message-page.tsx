import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { clubToday, dateRangeIssue } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { TextField } from '../../ui/fields';
import { MessageComposer } from './message-composer';

const t = messages.messaging;

/** The range's two dates: what is wrong with them as the page sees it at once, else the server's words. */
function DateRangeFields({
  from,
  to,
  onChange,
  issues,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  issues: Record<string, string>;
}) {
  const issue = from && to ? dateRangeIssue(from, to) : null;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">
        {t.audienceLegend}: {t.dateRangeOption}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="message-from"
          type="date"
          label={t.dateFrom}
          value={from}
          error={issues['audience.from']}
          onChange={(e) => onChange({ from: e.target.value, to })}
        />
        <TextField
          id="message-to"
          type="date"
          label={t.dateTo}
          value={to}
          min={from || undefined}
          hint={t.dateRangeHint}
          error={issue ? t.dateRange[issue.problem] : issues['audience.to']}
          onChange={(e) => onChange({ from, to: e.target.value })}
        />
      </div>
    </fieldset>
  );
}

/**
 * /cms/messages/new (organisers): a message whose audience is chosen here, everyone with a session of theirs between
 * two dates (club time zone); the other audiences start where they live (the schedule, a register, the contacts).
 */
export default function NewMessagePage() {
  usePageTitle(t.newMessage);
  const today = clubToday(useClub().timeZone, new Date());
  const [range, setRange] = useState({ from: today, to: today });
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackLink to={clubPages.messageLog.path}>{t.backToMessages}</BackLink>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.newMessage}</h1>
      <p className="text-sm text-gray-700">
        {t.otherAudiences}{' '}
        <Link className="underline" to={clubPages.scheduleAdmin.path}>
          {messages.cms.nav.schedule}
        </Link>
        {' · '}
        <Link className="underline" to={clubPages.contacts.path}>
          {messages.contacts.title}
        </Link>
      </p>
      <MessageComposer
        audience={{ kind: 'dateRange', ...range }}
        serviceOnly={false}
        audienceFields={(issues) => <DateRangeFields {...range} onChange={setRange} issues={issues} />}
      />
    </div>
  );
}
