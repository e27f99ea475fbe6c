import { EMBED_MOUNT_ATTRIBUTE, embedSnippet, scheduleEmbedApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useEffect } from 'react';
import { PageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { CopyButton } from '../../ui/copy-button';

const t = messages.scheduleEmbed;

/**
 * The live preview: the snippet itself, run in this page (the script is this site's own, so the page's policy lets
 * it run). A new script element runs the script again each time the preview is shown.
 */
function Preview({ origin }: { origin: string }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = origin + scheduleEmbedApi.scheduleEmbedScript.path;
    script.async = true;
    document.body.append(script);
    return () => script.remove();
  }, [origin]);
  return <div {...{ [EMBED_MOUNT_ATTRIBUTE]: origin }} data-testid="embed-preview" />;
}

/** Settings › Schedule on your website: the snippet to copy, and what it shows. */
export default function EmbedSettingsPage() {
  const origin = window.location.origin;
  const snippet = embedSnippet(origin);
  return (
    <div className="space-y-6">
      <PageTitle page={t.title} />
      <AdminPageHeading title={t.title} />
      <p className="max-w-prose">{t.intro}</p>
      <div className="space-y-3">
        <label htmlFor="embed-snippet" className="block font-semibold">
          {t.snippetLabel}
        </label>
        <textarea
          id="embed-snippet"
          readOnly
          rows={3}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-md border border-gray-400 px-3 py-2 font-mono text-sm"
        />
        <div className="flex flex-wrap items-center gap-3">
          <CopyButton text={snippet} label={t.copy} copied={t.copied} failed={t.copyFailed} />
        </div>
      </div>
      <section aria-labelledby="embed-preview-title" className="space-y-2">
        <h2 id="embed-preview-title" className="text-xl font-bold">
          {t.previewTitle}
        </h2>
        <p className="text-sm text-gray-700">{t.previewHint}</p>
        <div className="rounded-md border border-dashed border-gray-400 p-3">
          <Preview origin={origin} />
        </div>
      </section>
    </div>
  );
}
