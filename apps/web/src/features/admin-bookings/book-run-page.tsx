import type { FamilyOrderResponse, RunInfo } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney, isCanonicalId } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { SwitchField } from '../../ui/switch-field';
import { ChooseChild, type Chosen } from './choose-child';
import { useBookRunForFamily, useRun } from './use-admin-bookings';

const t = messages.adminBookings;

/** The price shown before the order is made: the run's, pro-rata for the sessions left or the whole term. */
function priceOf(run: RunInfo, prorata: boolean) {
  const wholeTerm = run.pricePerTerm > 0 ? run.pricePerTerm : run.pricePerSession * run.sessionsTotal;
  return prorata ? run.priceForRemaining : wholeTerm;
}

/** Step confirm: the price, pro-rata on or off, paid offline or not, then the order. */
function Confirm({ run, childId }: { run: RunInfo; childId: number }) {
  const [params, setParams] = useSearchParams();
  const chosen = useLocation().state as Chosen | null;
  const prorata = params.get('prorata') !== '0';
  const [paidOffline, setPaidOffline] = useState(false);
  const book = useBookRunForFamily(run.run.runId);
  const started = run.sessionsLeft < run.sessionsTotal;
  const done: FamilyOrderResponse | undefined = book.data;
  if (done) {
    return (
      <div className="space-y-3">
        <FormAlert tone="info">
          {done.status === 'completed' ? t.bookedPaid : t.bookedPending(formatMoney(done.total))}
        </FormAlert>
        <Link className={textButton} to={pagePath(clubPages.adminOrder, { orderId: done.orderId })}>
          {t.orderLink}
        </Link>
      </div>
    );
  }
  const childError = fieldIssues(book.error).childId;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        book.mutate({ childId, prorata, paidOffline });
      }}
    >
      <h2 className="text-lg font-semibold">{t.confirmTitle}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t.childLabel}</dt>
        <dd>{chosen?.childName ?? `#${childId}`}</dd>
        {chosen && (
          <>
            <dt className="font-medium">{t.parentLabel}</dt>
            <dd>{chosen.parentName}</dd>
          </>
        )}
        <dt className="font-medium">{t.priceLabel}</dt>
        <dd>{t.price(formatMoney(priceOf(run, prorata)), run.sessionsLeft, run.sessionsTotal, prorata && started)}</dd>
      </dl>
      <p className="text-sm text-gray-700">{t.priceHint}</p>
      {started && (
        <SwitchField
          id="prorata"
          label={t.prorataLabel}
          hint={t.prorataHint}
          checked={prorata}
          onCheckedChange={(on) =>
            setParams(
              (current) => {
                current.set('prorata', on ? '1' : '0');
                return current;
              },
              { replace: true, state: chosen },
            )
          }
        />
      )}
      <SwitchField
        id="paid-offline"
        label={t.paidOfflineLabel}
        hint={t.paidOfflineHint}
        checked={paidOffline}
        onCheckedChange={setPaidOffline}
      />
      {book.isError && <FormAlert>{childError ?? userMessage(book.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Link className={secondaryButton} to="?step=choose-child">
          {t.back}
        </Link>
        <SpinnerButton type="submit" className={primaryButton} loading={book.isPending} loadingLabel={t.booking}>
          {t.book}
        </SpinnerButton>
      </div>
    </form>
  );
}

/** /cms/book/run/{runId}?step=choose-child (the default) | confirm&childId=&prorata=: booking for a family. */
export default function BookRunPage() {
  const runId = Number(useParams().runId);
  const [params] = useSearchParams();
  const run = useRun(runId);
  const childId = params.get('childId');
  const confirming = params.get('step') === 'confirm' && childId !== null && isCanonicalId(childId);
  return (
    <ResourceState query={run} title={(data) => t.bookTitle(data.run.className)}>
      {(data) => (
        <div className="mx-auto max-w-3xl space-y-6">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.bookTitle(data.run.className)}</h1>
          {confirming ? (
            <Confirm run={data} childId={Number(childId)} />
          ) : (
            <ChooseChild confirm={(childId) => `?step=confirm&childId=${childId}&prorata=1`} />
          )}
        </div>
      )}
    </ResourceState>
  );
}
