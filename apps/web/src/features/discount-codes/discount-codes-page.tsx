import type { AdminDiscountCode } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { primaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { codeFacts, reductionInWords } from './discount-code-words';
import { useDeleteDiscountCode, useDiscountCodes, usePauseDiscountCode } from './use-discount-codes';

const t = messages.discountCodes;

/** What the page says after a change: the change's own words, or a refusal. */
type Notice = { tone: 'info' | 'error'; text: string };

/** One code: how much off, when, its uses and what it applies to; Edit, Pause or Resume, Delete. */
function CodeItem({ code, onPause, onDelete }: { code: AdminDiscountCode; onPause: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-1">
        <h2 className="font-semibold">
          <span className="font-mono">{code.code}</span> – {reductionInWords(code)}
          {code.paused && (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">{t.paused}</span>
          )}
        </h2>
        {codeFacts(code).map((fact) => (
          <p key={fact} className="text-sm text-gray-700">
            {fact}
          </p>
        ))}
      </div>
      <div className="flex gap-4">
        <Link
          className={textButton}
          to={pagePath(clubPages.editDiscountCode, { discountCodeId: code.discountCodeId })}
          aria-label={`${t.edit} ${code.code}`}
        >
          {t.edit}
        </Link>
        <button
          type="button"
          className={textButton}
          onClick={onPause}
          aria-label={`${code.paused ? t.resume : t.pause} ${code.code}`}
        >
          {code.paused ? t.resume : t.pause}
        </button>
        <button type="button" className={textButton} onClick={onDelete} aria-label={`${t.delete} ${code.code}`}>
          {t.delete}
        </button>
      </div>
    </li>
  );
}

/** /cms/settings/discount-codes: the club's codes with their uses; add, edit, pause and delete them. */
export default function DiscountCodesPage() {
  usePageTitle(t.title);
  const codes = useDiscountCodes();
  const pause = usePauseDiscountCode();
  const remove = useDeleteDiscountCode();
  const saved = (useLocation().state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<Notice | null>(saved ? { tone: 'info', text: saved } : null);
  const [pending, setPending] = useState<AdminDiscountCode | null>(null);
  const failed = (err: unknown) => setNotice({ tone: 'error', text: userMessage(err) });

  const togglePause = (code: AdminDiscountCode) => {
    setNotice(null);
    pause.mutate(
      { discountCodeId: code.discountCodeId, paused: !code.paused },
      {
        onSuccess: () =>
          setNotice({ tone: 'info', text: code.paused ? t.resumedNotice(code.code) : t.pausedNotice(code.code) }),
        onError: failed,
      },
    );
  };
  const confirmDelete = () => {
    if (!pending || remove.isPending) return;
    const { code } = pending;
    setNotice(null);
    remove.mutate(pending.discountCodeId, {
      onSuccess: ({ outcome }) => {
        setPending(null);
        setNotice({ tone: 'info', text: outcome === 'retired' ? t.retiredNotice(code) : t.deletedNotice(code) });
      },
      onError: (err) => {
        setPending(null);
        failed(err);
      },
    });
  };

  const list = codes.data?.discountCodes;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {list && list.length > 0 && (
        <Link className={primaryButton} to={clubPages.addDiscountCode.path}>
          {t.add}
        </Link>
      )}
      <div role="status">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>
      {codes.isPending && <Loading lines={4} />}
      {codes.isError && <LoadFailed message={t.loadFailed} retry={codes.refetch} />}
      {list &&
        (list.length === 0 ? (
          <div className="space-y-3 rounded-lg bg-panel p-6 text-center">
            <p className="text-lg font-semibold">{t.empty}</p>
            <p className="text-gray-700">{t.emptyHint}</p>
            <Link className={primaryButton} to={clubPages.addDiscountCode.path}>
              {t.add}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300 px-4">
            {list.map((code) => (
              <CodeItem
                key={code.discountCodeId}
                code={code}
                onPause={() => togglePause(code)}
                onDelete={() => setPending(code)}
              />
            ))}
          </ul>
        ))}
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmDelete(pending?.code ?? '')}
        body={pending && pending.used > 0 ? t.confirmDeleteUsed(pending.used) : t.confirmDeleteBody}
        confirmLabel={remove.isPending ? t.deleting : t.delete}
        cancelLabel={t.cancel}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
