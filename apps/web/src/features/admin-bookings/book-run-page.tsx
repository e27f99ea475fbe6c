import type { RunInfo } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import { useParams, useSearchParams } from 'react-router';
import { fieldIssues } from '../../lib/user-message';
import { SwitchField } from '../../ui/switch-field';
import { BookForFamilyPage, ConfirmBooking } from './book-for-family';
import { familyQuery, useChosenFamily } from './chosen-family';
import { useBookRunForFamily, useRun } from './use-admin-bookings';

const t = messages.adminBookings;

/** The price shown before the order is made: the run's, pro-rata for the sessions left or the whole term. */
function priceOf(run: RunInfo, prorata: boolean) {
  return prorata ? run.priceForRemaining : run.pricePerTerm;
}

/** The first refusal naming one of the children (`childIds.1`), in the engine's words. */
function problemOf(issues: Record<string, string>, count: number): string | undefined {
  const fields = ['childIds', ...Array.from({ length: count }, (_, i) => `childIds.${i}`)];
  return fields.map((field) => issues[field]).find(Boolean);
}

/** Step confirm: the price, pro-rata on or off, paid offline or not, then the order. */
function Confirm({ run, childIds }: { run: RunInfo; childIds: number[] }) {
  const [params, setParams] = useSearchParams();
  const { chosen, words } = useChosenFamily(childIds);
  const prorata = params.get('prorata') !== '0';
  const book = useBookRunForFamily(run.run.runId);
  const started = run.sessionsLeft < run.sessionsTotal;
  return (
    <ConfirmBooking
      book={book}
      problem={problemOf(fieldIssues(book.error), childIds.length)}
      submit={(paidOffline) => book.mutate({ childIds, prorata, paidOffline })}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{childIds.length === 1 ? t.childLabel : t.childrenLabel}</dt>
        <dd>{chosen?.childNames.join(', ') ?? t.familyNames[words]}</dd>
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

/**
 * /cms/book/run/{runId}?step=choose-child (the default) | confirm&parentId=&childId=&prorata=: booking
 * for a family, several children of one family in one order (`childId` once for each).
 */
export default function BookRunPage() {
  const run = useRun(Number(useParams().runId));
  return (
    <BookForFamilyPage
      query={run}
      className={(data) => data.run.className}
      several
      confirm={(data, childIds) => <Confirm run={data} childIds={childIds} />}
      places={(data, childIds) =>
        childIds.map((childId) => ({ childId, runId: data.run.runId, termId: data.term.termId, campId: null }))
      }
      confirmHref={(parentId, childIds) => `?step=confirm&${familyQuery(parentId, childIds)}&prorata=1`}
    />
  );
}
