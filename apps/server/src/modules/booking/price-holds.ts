import type { ClassTime, OrderLineView } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import {
  amountToPay,
  normaliseDiscountCode,
  priceOrder,
  sessionsAfter,
  type DiscountCodeRefusal,
  type OrderItem,
  type OrderLine,
  type PricedOrder,
  type RunForPricing,
} from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FamilyCredit } from '../credit/index.js';
import type { ClubFeeTerms } from '../club-settings/index.js';
import type { BookableChild, BookableChildren } from '../people/index.js';
import type { BookingSettingsSource } from './booking-settings.js';
import type { DiscountCodesRepository } from './discount-codes.repository.js';
import type { OrdersRepository } from './orders.repository.js';
import type { HoldRow, PlacesRepository } from './places.repository.js';
import { storedReduction } from './stored-reduction.js';
import { toEpoch } from '../../lib/epoch.js';

const texts = messages.booking;

/** What to price: a parent's held places, the setup fees they ask for, and the discount code they typed. */
export interface PricingRequest {
  parentUserId: number;
  holds: HoldRow[];
  /** Children whose parent asks for a setup fee. */
  setupFeesAskedFor: number[];
  /** As the parent typed it; null: none. */
  discountCode: string | null;
  /** Term places charged in full even once the term has started (staff booking for a family). */
  fullTerm?: boolean;
  /**
   * Staff ordering for a family (which may be paid offline): the family's credit is not spent on it, it waits for
   * the family's own next checkout.
   */
  withoutCredit?: boolean;
}

export interface PricedHolds extends Omit<PricedOrder, 'lines'> {
  lines: OrderLineView[];
  /** The family's credit spent first, the fee the club passes on on the rest (0 when it absorbs fees) and the total (`amountToPay`). */
  creditApplied: number;
  passingOnFee: number;
  totalToPay: number;
  /** The code asked for (`id` null when the club has none such), and why it is refused (null: applied). */
  discountCode: { id: number | null; code: string; refusal: DiscountCodeRefusal | null } | null;
  /** Each basket item (its holds) as a parent reads it: the class or camp, where and when, and whose place it is. */
  describe(
    item: HoldRow[],
  ): PlaceFacts & { className: string; campId: number | null; dates: number[]; childName: string };
}

/** The basket's items: holds grouped by the item they were added as, in the order added. */
export function itemsOf(holds: HoldRow[]): HoldRow[][] {
  const items = new Map<string, HoldRow[]>();
  for (const hold of holds) items.set(hold.itemId, [...(items.get(hold.itemId) ?? []), hold]);
  return [...items.values()];
}

/** The club's code matching what the parent typed, with its uses so far (read under its lock at checkout). */
async function discountCodeOf(repo: DiscountCodesRepository, clubId: number, request: PricingRequest) {
  if (request.discountCode === null) return null;
  const row = await repo.find(clubId, request.discountCode);
  return {
    id: row?.id ?? null,
    entered: request.discountCode,
    found: row ? await repo.withUses(row, request.parentUserId) : null,
  };
}

/** What pricing needs of the runs and camp weeks the holds are in, read once. */
async function catalogueOf(places: PlacesRepository, clubId: number, holds: HoldRow[]) {
  const runIds = [...new Set(holds.flatMap((h) => (h.runId !== null ? [h.runId] : [])))];
  const weekIds = [...new Set(holds.flatMap((h) => (h.campWeekId !== null ? [h.campWeekId] : [])))];
  const [runs, campDays] = await Promise.all([
    places.runsWithSessions(clubId, runIds),
    places.campWeeksWithDays(clubId, weekIds),
  ]);
  const runFor = new Map(
    runs.map(({ run, sessionStarts, plan, termName, venueName, classTimes }): [number, RunForPricing & RunWords] => [
      run.id,
      {
        runId: run.id,
        termId: run.termId,
        className: run.className,
        termName,
        venueName,
        classTimes,
        pricePerSession: run.pricePerSession,
        pricePerTerm: run.pricePerTerm,
        trialPrice: run.trialPrice,
        sessions: sessionStarts.map((startTime) => ({ startTime })),
        monthlyPlan: plan && { price: plan.monthlyPrice, trialDays: plan.trialDays, billingDay: plan.billingDay },
      },
    ]),
  );
  const weekFor = new Map<
    number,
    { camp: (typeof campDays)[number]['camp']; venueName: string; dayStarts: number[] }
  >();
  const dayStartOf = new Map<number, number>();
  for (const { camp, venueName, week, day } of campDays) {
    const entry = weekFor.get(week.id) ?? { camp, venueName, dayStarts: [] };
    entry.dayStarts.push(toEpoch(day.startsAt));
    weekFor.set(week.id, entry);
    dayStartOf.set(day.id, toEpoch(day.startsAt));
  }
  const campFor = new Map(campDays.map(({ camp, venueName }) => [camp.id, { className: camp.className, venueName }]));
  return { runFor, weekFor, dayStartOf, campFor };
}

/** A run's words on a basket card and an order line, beside its prices. */
interface RunWords {
  className: string;
  termName: string;
  venueName: string;
  classTimes: ClassTime[];
}

/** A place's term, venue and weekly times (`placeFacts` of the basket's and order's schemas). */
type PlaceFacts = Pick<OrderLineView, 'termName' | 'venueName' | 'classTimes'>;
const NO_PLACE: PlaceFacts = { termName: null, venueName: null, classTimes: [] };
const runFacts = ({ termName, venueName, classTimes }: RunWords): PlaceFacts => ({ termName, venueName, classTimes });
const campFacts = (camp: { venueName: string } | undefined): PlaceFacts => ({
  ...NO_PLACE,
  venueName: camp?.venueName ?? null,
});

type Catalogue = Awaited<ReturnType<typeof catalogueOf>>;

function orderItemOf(item: HoldRow[], { runFor, weekFor, dayStartOf }: Catalogue, fullTerm = false): OrderItem {
  const [first] = item;
  const { childId } = first;
  if (first.runId !== null) {
    const run = runFor.get(first.runId)!;
    return first.kind === 'trial'
      ? { type: 'trial', childId, run, sessionStart: toEpoch(first.trialSessionStart!) }
      : { type: 'term', childId, run, fullTerm };
  }
  const { camp, dayStarts } = weekFor.get(first.campWeekId!)!;
  const prices = { campId: camp.id, weekPrice: camp.weekPrice, dayPrice: camp.dayPrice };
  const common = { childId, camp: prices, weekId: first.campWeekId!, daysInWeek: dayStarts.length };
  if (first.kind === 'camp-week') return { type: 'camp-week', ...common };
  return { type: 'camp-days', ...common, dayStarts: item.map((h) => dayStartOf.get(h.campDayId!)!) };
}

const fullName = (child: BookableChild | undefined) => (child ? `${child.firstName} ${child.lastName}` : null);

function describeItem([first, ...rest]: HoldRow[], catalogue: Catalogue, children: Map<number, BookableChild>) {
  const childName = fullName(children.get(first.childId)) ?? '';
  if (first.runId !== null) {
    const dates = first.trialSessionStart ? [toEpoch(first.trialSessionStart)] : [];
    const run = catalogue.runFor.get(first.runId)!;
    return { className: run.className, campId: null, dates, childName, ...runFacts(run) };
  }
  const week = catalogue.weekFor.get(first.campWeekId!);
  const dates = [first, ...rest].map((h) => catalogue.dayStartOf.get(h.campDayId!)!);
  return { className: week?.camp.className ?? '', campId: week?.camp.id ?? null, dates, childName, ...campFacts(week) };
}

function lineView(
  line: OrderLine,
  catalogue: Catalogue,
  children: Map<number, BookableChild>,
  moment: number,
): OrderLineView {
  const childId = 'childId' in line ? line.childId : null;
  const base = {
    type: line.type,
    childId,
    childName: childId !== null ? fullName(children.get(childId)) : null,
    runId: 'runId' in line ? line.runId : null,
    campId: 'campId' in line ? line.campId : null,
    amount: line.amount,
    payable: 'payable' in line ? line.payable : line.amount,
    monthlyPlan: null,
    ...NO_PLACE,
    sessions: 'sessionsTotal' in line ? { charged: line.sessionsCharged, total: line.sessionsTotal } : null,
  };
  switch (line.type) {
    case 'term':
    case 'trial':
    case 'trial-conversion': {
      const run = catalogue.runFor.get(line.runId)!;
      const dates =
        line.type === 'trial' ? [line.sessionStart] : sessionsAfter(run.sessions, moment).map((s) => s.startTime);
      return { ...base, ...runFacts(run), description: `${run.className} – ${texts.orderLines[line.type]}`, dates };
    }
    case 'plan': {
      const run = catalogue.runFor.get(line.runId)!;
      const dates = sessionsAfter(run.sessions, moment).map((s) => s.startTime);
      const description = `${run.className} – ${texts.orderLines.plan}`;
      return { ...base, ...runFacts(run), description, dates, monthlyPlan: line.monthlyPlan };
    }
    case 'camp-week':
    case 'camp-days': {
      const camp = catalogue.campFor.get(line.campId);
      const dates =
        line.type === 'camp-days'
          ? line.dayStarts
          : (catalogue.weekFor.get(line.weekId)?.dayStarts ?? []).filter((start) => start > moment);
      const description = `${camp?.className ?? ''} – ${texts.orderLines[line.type]}`;
      return { ...base, ...campFacts(camp), description, dates };
    }
    case 'setup-fee':
      return { ...base, description: texts.orderLines['setup-fee'], dates: [] };
    case 'sibling-discount':
      return { ...base, description: texts.siblingDiscount, dates: [] };
    case 'discount-code':
      return { ...base, description: texts.discountCodeLine(line.code), dates: [] };
  }
}

/**
 * Prices held places (and setup fees asked for) with `priceOrder`, the one pricing of the
 * domain package, and describes each line as the basket, the order and its email show it.
 */
export async function priceHolds(
  repos: {
    places: PlacesRepository;
    orders: OrdersRepository;
    settings: BookingSettingsSource;
    children: BookableChildren;
    discountCodes: DiscountCodesRepository;
    feeTerms: ClubFeeTerms;
    credit: FamilyCredit;
  },
  club: ResolvedClub,
  request: PricingRequest,
  now: Date,
): Promise<PricedHolds> {
  const { holds, setupFeesAskedFor } = request;
  const moment = toEpoch(now);
  const catalogue = await catalogueOf(repos.places, club.id, holds);
  const childIds = [...new Set([...holds.map((h) => h.childId), ...setupFeesAskedFor])];
  const settings = await repos.settings.of(club.id);
  const [paid, children, code, feeTerms, credit] = await Promise.all([
    // Which setup fees were paid matters only to a club that charges one.
    settings.setupFeeAmount > 0 ? repos.orders.setupFeesPaid(club.id, childIds) : new Map<number, Date>(),
    repos.children.byIds(childIds),
    discountCodeOf(repos.discountCodes, club.id, request),
    repos.feeTerms(club.id, now),
    request.withoutCredit ? 0 : repos.credit.balance(club.id, request.parentUserId),
  ]);
  const priced = priceOrder({
    items: itemsOf(holds).map((item) => orderItemOf(item, catalogue, request.fullTerm)),
    children: childIds.map((childId) => ({
      childId,
      setupFeePaidAt: paid.has(childId) ? toEpoch(paid.get(childId)!) : null,
      requestsSetupFee: setupFeesAskedFor.includes(childId),
    })),
    setupFee:
      settings.setupFeeAmount > 0
        ? {
            amount: settings.setupFeeAmount,
            mandatory: settings.setupFeeMandatory,
            resetAt: settings.setupFeesResetAt ? toEpoch(settings.setupFeesResetAt) : null,
          }
        : null,
    siblingDiscount: storedReduction(settings.siblingDiscountKind, settings.siblingDiscountValue),
    discountCode: code && { entered: code.entered, found: code.found },
    moment,
    timeZone: club.timeZone,
  });
  return {
    ...priced,
    ...amountToPay(priced.total, feeTerms, Math.max(credit, 0)),
    lines: priced.lines.map((line) => lineView(line, catalogue, children, moment)),
    discountCode: code && {
      id: code.id,
      code: code.found?.code ?? normaliseDiscountCode(code.entered),
      refusal: priced.discountCodeRefusal,
    },
    describe: (item) => describeItem(item, catalogue, children),
  };
}
