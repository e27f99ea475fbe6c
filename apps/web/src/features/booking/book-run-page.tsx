import type { Child, RouteResponse, scheduleApi } from '@clubroom/domain/api';
import { ageLimitRefusal, messages, priceOrFree } from '@clubroom/domain/messages';
import { currencySymbolFor, formatDateTime, formatMoney, sessionsAheadOf } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as scheduleRoutes from '../../lib/api-routes/schedule';
import { useClub } from '../../lib/club-context';
import { usePublicResource } from '../../lib/use-public-resource';
import { RadioGroupField } from '../../ui/fields';
import { ResourceState } from '../../ui/resource-state';
import { AddToBasketButton } from './add-to-basket-button';
import { joinWaitingListPath } from './book-links';
import { BookingSteps } from './booking-steps';
import { PlanTerms } from '../schedule/plan-terms';
import { usePageOpenedAt } from '../../lib/page-clock';

const t = messages.bookingPages;
type RunInfoResponse = RouteResponse<typeof scheduleApi.runInfo>;

/** /{runId}/book (`?trial=1` for a trial): a place in a run's term, or one trial session, for one of the parent's children. */
export default function BookRunPage() {
  const { runId } = useParams();
  const trial = useSearchParams()[0].get('trial') === '1';
  const query = usePublicResource(scheduleRoutes.runInfo, { params: { runId } });
  const titleOf = (info: RunInfoResponse) => (trial ? t.bookTrialTitle : t.bookTitle)(info.run.className);
  const timeZone = useClub().timeZone;
  // Sessions that started before the page opened (or that the club cancelled) cannot be booked or tried.
  const nowSeconds = usePageOpenedAt();
  return (
    <ResourceState query={query} title={titleOf}>
      {(info) => (
        <BookingSteps
          title={titleOf(info)}
          eligibility={{
            refusalOf: (child) => runAgeRefusal(info, child, { trial, nowSeconds, timeZone }),
            heldIn: (item) => item.runId === info.run.runId,
          }}
          options={(child) =>
            trial && info.trial ? (
              <TrialOptions info={info} price={info.trial.price} child={child} />
            ) : (
              <TermOptions info={info} child={child} />
            )
          }
        />
      )}
    </ResourceState>
  );
}

const waitingListOf = (info: RunInfoResponse) => joinWaitingListPath(info.run.runId);

/**
 * The age limit as the server judges it: on the first session left for a term place; a trial
 * is refused only when the child fits none of the sessions left (a child growing into the class
 * may try a later one). Sessions left are those that happen.
 */
function runAgeRefusal(
  info: RunInfoResponse,
  child: Child,
  { trial, nowSeconds, timeZone }: { trial: boolean; nowSeconds: number; timeZone: string },
): string | null {
  const left = sessionsAheadOf(info.run.sessions, nowSeconds);
  const refusalOn = (session: { startTime: number }) =>
    ageLimitRefusal({
      child,
      className: info.run.className,
      ageFromMonths: info.run.ageFrom,
      ageToMonths: info.run.ageTo,
      firstAttendance: session.startTime,
      timeZone,
    });
  if (left.length === 0) return null; // nothing left to book: the options say so
  const refusals = (trial ? left : left.slice(0, 1)).map(refusalOn);
  return refusals.every((refusal) => refusal !== null) ? refusals[0] : null;
}

function TermOptions({ info, child }: { info: RunInfoResponse; child: Child }) {
  if (info.sessionsLeft === 0) return <p>{messages.booking.termOver(info.run.className)}</p>;
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(info.currency));
  const plan = info.monthlyPlan;
  return (
    <div className="space-y-4">
      {plan ? (
        <PlanTerms price={money(plan.price)} trialDays={plan.trialDays} />
      ) : (
        <p>{t.termPlace(info.sessionsLeft, priceOrFree(info.priceForRemaining, currencySymbolFor(info.currency)))}</p>
      )}
      <AddToBasketButton
        body={{ type: 'term', childId: child.personId, runId: info.run.runId }}
        waitingListPath={waitingListOf(info)}
      />
    </div>
  );
}

function TrialOptions({ info, price, child }: { info: RunInfoResponse; price: number; child: Child }) {
  const tz = useClub().timeZone;
  // Sessions that started before the page opened, or that the club cancelled, cannot be tried.
  const nowSeconds = usePageOpenedAt();
  const [session, setSession] = useState<string | null>(null);
  const sessions = sessionsAheadOf(info.run.sessions, nowSeconds);
  if (sessions.length === 0) return <p>{t.noTrialSessions}</p>;
  return (
    <div className="space-y-4">
      <p>{t.trialPrice(priceOrFree(price, currencySymbolFor(info.currency)))}</p>
      <RadioGroupField
        name="session"
        legend={t.chooseSession}
        value={session}
        options={sessions.map((s) => ({
          value: String(s.startTime),
          label: formatDateTime(s.startTime, tz),
        }))}
        onChange={setSession}
      />
      <AddToBasketButton
        body={
          session === null
            ? null
            : { type: 'trial', childId: child.personId, runId: info.run.runId, sessionStart: Number(session) }
        }
        waitingListPath={waitingListOf(info)}
      />
    </div>
  );
}
