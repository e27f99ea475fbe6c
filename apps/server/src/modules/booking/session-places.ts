import { cancellationRefundOf, type CancellationRefund } from '@clubroom/domain/api';
import { bookedRunSessions, sessionShareOf } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { lineOf } from './cancelled-place.js';
import type { OrdersRepository } from './orders.repository.js';
import type { RunPlaceRow, runPlacesRepository } from './run-places.repository.js';

/** A confirmed place on a run, and which of the run's sessions it gives its child. */
export interface RunPlace extends RunPlaceRow {
  /** Whether the place includes the session starting then (epoch seconds): `bookedRunSessions`. */
  includes: (startTime: number) => boolean;
}

/** A place one session is part of, with what it paid for that session. */
export interface SessionPlace extends RunPlaceRow {
  /** What the place paid for the session (minor units; `sessionShareOf` its order line); 0 with no order. */
  share: number;
  /** Paid by a monthly plan: the session's cancel leaves the plan as it is. */
  paymentPlan: boolean;
}

export interface SessionPlaces {
  places: SessionPlace[];
  /** The club's cancellation policy: what becomes of each share when the club cancels the session. */
  refund: CancellationRefund;
}

const placeOf = (row: RunPlaceRow): RunPlace => ({
  ...row,
  includes: (startTime) =>
    bookedRunSessions([{ startTime }], {
      trialSessionStart: row.trialSessionStart ? toEpoch(row.trialSessionStart) : null,
      bookedAt: toEpoch(row.bookedAt),
    }).length > 0,
});

/** What the schedule admin's session pages and the cancel's settling read of a run's places. */
export function runSessionPlaces(places: ReturnType<typeof runPlacesRepository>, orders: OrdersRepository) {
  const ofRun = async (clubId: number, runId: number): Promise<RunPlace[]> =>
    (await places.confirmedPlacesOfRun(clubId, runId)).map(placeOf);

  return {
    ofRun,

    /** The places the session starting at `startTime` is part of, each with its share of its order line's price. */
    async ofSession(clubId: number, runId: number, startTime: number): Promise<SessionPlaces> {
      const included = (await ofRun(clubId, runId)).filter((place) => place.includes(startTime));
      const orderIds = [...new Set(included.flatMap((place) => (place.orderId === null ? [] : [place.orderId])))];
      const linesByOrder = new Map(
        await Promise.all(orderIds.map(async (id) => [id, await orders.linesOf(id)] as const)),
      );
      const sessionPlaces = included.map(({ includes: _, ...place }): SessionPlace => {
        const lines = place.orderId === null ? [] : (linesByOrder.get(place.orderId) ?? []);
        const line = lineOf(lines, { childId: place.childId, runId, dayStart: null });
        if (!line) return { ...place, share: 0, paymentPlan: false };
        const { sessions = null } = line.details as { sessions?: { charged: number } | null };
        return { ...place, share: sessionShareOf({ ...line, sessions }), paymentPlan: line.type === 'plan' };
      });
      const { cancellationRefund } = await orders.settingsOf(clubId);
      return { places: sessionPlaces, refund: cancellationRefundOf(cancellationRefund) };
    },
  };
}
export type RunSessionPlaces = ReturnType<typeof runSessionPlaces>;
