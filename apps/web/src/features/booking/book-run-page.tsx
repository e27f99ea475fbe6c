import type { Child, RouteResponse, scheduleApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney, formatShortDate, formatTime } from '@clubroom/domain/rules';
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

const t = messages.bookingPages;
type RunInfoResponse = RouteResponse<typeof scheduleApi.runInfo>;

/** /{runId}/book (`?trial=1` for a trial): a place in a run's term, or one trial session, for one of the parent's children. */
export default function BookRunPage() {
  const { runId } = useParams();
  const trial = useSearchParams()[0].get('trial') === '1';
  const query = usePublicResource(scheduleRoutes.runInfo, { params: { runId } });
  const titleOf = (info: RunInfoResponse) => (trial ? t.bookTrialTitle : t.bookTitle)(info.run.className);
  return (
    <ResourceState query={query} title={titleOf}>
      {(info) => (
        <BookingSteps
          title={titleOf(info)}
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

function TermOptions({ info, child }: { info: RunInfoResponse; child: Child }) {
  if (info.sessionsLeft === 0) return <p>{messages.booking.termOver(info.run.className)}</p>;
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(info.currency));
  const plan = info.monthlyPlan;
  return (
    <div className="space-y-4">
      {plan ? (
        <PlanTerms price={money(plan.price)} trialDays={plan.trialDays} />
      ) : (
        <p>{t.termPlace(info.sessionsLeft, money(info.priceForRemaining))}</p>
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
  // Sessions that started before the page opened cannot be tried.
  const [nowSeconds] = useState(() => Date.now() / 1000);
  const [session, setSession] = useState<string | null>(null);
  const sessions = info.run.sessions.filter((s) => s.startTime > nowSeconds);
  if (sessions.length === 0) return <p>{t.noTrialSessions}</p>;
  return (
    <div className="space-y-4">
      <p>{t.trialPrice(price === 0 ? t.free : formatMoney(price, currencySymbolFor(info.currency)))}</p>
      <RadioGroupField
        name="session"
        legend={t.chooseSession}
        value={session}
        options={sessions.map((s) => ({
          value: String(s.startTime),
          label: `${formatShortDate(s.startTime, tz)}, ${formatTime(s.startTime, tz)}`,
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
