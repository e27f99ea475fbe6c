import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../ui/buttons';

const t = messages.calendarFeeds;

/** A link just issued: the address to select or copy, and a webcal:// link that opens a calendar app. */
export function CopyLink({ url, webcalUrl }: { url: string; webcalUrl: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
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
        <button type="button" className={primaryButton} onClick={() => void copy()}>
          {t.copy}
        </button>
        <a className={secondaryButton} href={webcalUrl}>
          {t.openInCalendar}
        </a>
        <span role="status" className="text-sm">
          {copied === 'yes' ? t.copied : copied === 'failed' ? t.copyFailed : ''}
        </span>
      </div>
      <p className="text-sm text-gray-700">{t.shownOnce}</p>
    </div>
  );
}
