import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { SKIN_PREVIEW_PARAM, SKIN_STYLESHEET_FIELD } from '@clubroom/domain/rules';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as consoleRoutes from '../../lib/api-routes/platform-console';
import { useBootstrap } from '../../lib/club-context';
import { sendUploadForm } from '../../lib/upload-form';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { dangerButton, primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { clubSiteUrl } from './club-site-url';
import { Section } from './section';
import { useClientChange } from './use-console';

const t = messages.platformConsole;
const s = t.stylesheet;

/** Sends the club's stylesheet as a multipart form (field `stylesheet`); answers the club's page as it now is. */
async function uploadStylesheet(clientId: number, file: File): Promise<ConsoleClientDetail> {
  const form = new FormData();
  form.append(SKIN_STYLESHEET_FIELD, file);
  const route = consoleRoutes.uploadConsoleStylesheet;
  const path = route.path.replace(':clientId', String(clientId));
  return (await sendUploadForm({ method: route.method, path }, form)) as ConsoleClientDetail;
}

function Css({ css }: { css: string }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">{s.showCss}</summary>
      <pre className="mt-2 max-h-64 overflow-auto rounded bg-gray-50 p-2 text-xs whitespace-pre-wrap">{css}</pre>
    </details>
  );
}

/**
 * The club's own stylesheet: the one applied and one uploaded for preview (support sees both). A platform manager
 * uploads one, previews it on the club's site (its preview link), then applies it, or removes the applied one.
 */
export function StylesheetPanel({ detail, canManage }: { detail: ConsoleClientDetail; canManage: boolean }) {
  const { clientId, subdomain, name } = detail.client;
  const { applied, pending } = detail.stylesheet;
  const { baseDomain } = useBootstrap();
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const upload = useClientChange(clientId, (chosen: File) => uploadStylesheet(clientId, chosen));
  const apply = useClientChange(clientId, (hash: string) =>
    callApi(consoleRoutes.applyConsoleStylesheet, { params: { clientId }, body: { hash } }),
  );
  const remove = useClientChange(clientId, () =>
    callApi(consoleRoutes.removeConsoleStylesheet, { params: { clientId } }),
  );
  const failed = [upload, apply, remove].find((change) => change.isError);
  return (
    <Section title={s.title}>
      <p className="text-sm text-gray-700">{s.intro}</p>
      {applied ? (
        <div className="space-y-2">
          <p>{s.appliedVersion(applied.hash)}</p>
          <Css css={applied.css} />
          {canManage && (
            <button type="button" className={dangerButton} onClick={() => setAsking(true)}>
              {s.remove}
            </button>
          )}
        </div>
      ) : (
        <p>{s.none}</p>
      )}
      {pending && (
        <div className="space-y-2">
          <p>{s.pendingVersion(pending.hash, pending.uploadedAt.slice(0, 16).replace('T', ' '))}</p>
          <Css css={pending.css} />
          <p>
            <a
              className={textButton}
              href={clubSiteUrl(subdomain, baseDomain, `/?${SKIN_PREVIEW_PARAM}=${pending.previewToken}`)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {s.previewLink}
            </a>
          </p>
          {canManage && (
            <button
              type="button"
              className={primaryButton}
              disabled={apply.isPending}
              onClick={() => apply.mutate(pending.hash)}
            >
              {apply.isPending ? t.saving : s.apply}
            </button>
          )}
        </div>
      )}
      {canManage && (
        <form
          aria-label={s.upload}
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) upload.mutate(file);
          }}
        >
          <label className="block text-sm font-medium">
            {s.file}
            <input
              type="file"
              accept=".css,text/css"
              className="mt-1 block"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <button type="submit" className={secondaryButton} disabled={!file || upload.isPending}>
            {upload.isPending ? t.saving : s.upload}
          </button>
        </form>
      )}
      <p role="status" className="min-h-6 text-sm text-green-800">
        {upload.isSuccess && pending && s.uploaded}
        {apply.isSuccess && applied && s.appliedNow}
        {remove.isSuccess && !applied && s.removed}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {fieldIssues(failed.error)[SKIN_STYLESHEET_FIELD] ?? userMessage(failed.error, t.saveFailed)}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={s.confirmRemove(name)}
        body={s.confirmRemoveBody}
        confirmLabel={s.remove}
        cancelLabel={t.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Section>
  );
}
