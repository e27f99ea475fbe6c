import { messages } from '@clubroom/domain/messages';
import { secondaryButton } from '../../ui/buttons';
import { CopyButton } from '../../ui/copy-button';

const t = messages.calendarFeeds;

/** A link just issued: the address to select or copy, and a webcal:// link that opens a calendar app. */
export function CopyLink({ url, webcalUrl }: { url: string; webcalUrl: string }) {
  return (
    <div className="space-y-3">
      <label htmlFor="calendar-link" className="block font-semibold">
        {t.linkLabel}
      </label>
      <input
        id="calendar-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-gray-400 px-3 py-2 font-mono text-sm"
      />
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={url} label={t.copy} copied={t.copied} failed={t.copyFailed} />
        <a className={secondaryButton} href={webcalUrl}>
          {t.openInCalendar}
        </a>
      </div>
      <p className="text-sm text-gray-700">{t.shownOnce}</p>
    </div>
  );
}
