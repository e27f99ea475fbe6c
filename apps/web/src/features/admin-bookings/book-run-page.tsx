import type { RunInfo } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { fieldIssues } from '../../lib/user-message';
import { SwitchField } from '../../ui/switch-field';
import { BookForFamilyPage, ConfirmBooking } from './book-for-family';
import type { Chosen } from './choose-child';
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
  const book = useBookRunForFamily(run.run.runId);
  const started = run.sessionsLeft < run.sessionsTotal;
  return (
    <ConfirmBooking
      book={book}
      problem={fieldIssues(book.error).childId}
      submit={(paidOffline) => book.mutate({ childId, prorata, paidOffline })}
    >
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
    </ConfirmBooking>
  );
}

/** /cms/book/run/{runId}?step=choose-child (the default) | confirm&childId=&prorata=: booking for a family. */
export default function BookRunPage() {
  const run = useRun(Number(useParams().runId));
  return (
    <BookForFamilyPage
      query={run}
      className={(data) => data.run.className}
      confirm={(data, childId) => <Confirm run={data} childId={childId} />}
      confirmHref={(childId) => `?step=confirm&childId=${childId}&prorata=1`}
    />
  );
}
