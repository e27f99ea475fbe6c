import { messages } from '@clubroom/domain/messages';
import {
  DEFAULT_FEE_TERMS,
  amountToPay,
  platformShare,
  priceOrder,
  sessionsAfter,
  type FeeTerms,
  type OrderLine,
  type RunForPricing,
} from '@clubroom/domain/rules';
import { and, asc, eq } from 'drizzle-orm';
import { PaymentProviderError } from '../../platform/payments/index.js';
import type { Db } from '../client.js';
import { clubPaymentSettings } from '../schema/club-payment-settings.js';
import {
  bookings,
  children,
  clubs,
  orderLines,
  orders,
  paymentCustomers,
  payments,
  refunds,
  runClassTimes,
  runPlans,
  runSessions,
  runs,
  subscriptions,
  terms,
  users,
  venues,
} from '../schema/index.js';
import { DEMO_SALE_KEY_PREFIX, DEMO_SALES, type DemoSale } from './demo-sales.js';
import { seedPaymentProvider, type SeedPaymentProvider } from './seed-payment-provider.js';
import { seedPlanCharges } from './seed-plan-charges.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Club = { id: number; name: string; timeZone: string; currency: string };
type Charge = { account: string; feeTerms: FeeTerms };

const DAY_MS = 86_400_000;
const epoch = (at: Date) => Math.floor(at.getTime() / 1000);
const texts = messages.booking.orderLines;

/**
 * The demo club's orders, card payments, a refund and a monthly plan with its renewals (issue 23.30), for
 * places its seeded families already have (`DEMO_SALES`). Each order is priced by the domain's rules as
 * checkout prices it (`priceOrder`, `amountToPay`, `platformShare`) at the moment it was bought, and paid
 * through the payments sandbox at that moment, so Financials, Orders, the home and the CSVs read one history.
 */
export async function seedDemoMoney(tx: Tx, seededAt: Date): Promise<void> {
  const [club] = await tx
    .select({ id: clubs.id, name: clubs.name, timeZone: clubs.timeZone, currency: clubs.currency })
    .from(clubs)
    .where(eq(clubs.subdomain, 'demo'));
  const [settings] = await tx.select().from(clubPaymentSettings).where(eq(clubPaymentSettings.clubId, club.id));
  if (!settings?.connectedAccountId) throw new Error('The demo club takes no payments: seed its account first');
  const charge: Charge = {
    account: settings.connectedAccountId,
    feeTerms: {
      absorbCharges: settings.absorbCharges,
      // The demo club has no rates of its own (club_fee_rates): spec §9's defaults.
      rates: DEFAULT_FEE_TERMS.rates,
    },
  };
  const sandbox = seedPaymentProvider(tx as unknown as Db, seededAt);
  const termIds = (
    await tx.select({ id: terms.id }).from(terms).where(eq(terms.clubId, club.id)).orderBy(asc(terms.startsAt))
  ).map((t) => t.id);
  for (const [n, sale] of DEMO_SALES.entries()) {
    const termId = termIds[sale.term === 'current' ? 0 : 1];
    await seedSale(tx, sandbox, { club, charge }, { sale, termId, key: `${DEMO_SALE_KEY_PREFIX}${n + 1}`, seededAt });
  }
}

/** What pricing needs of a run (as the basket reads it) and the words its order line keeps. */
async function runOf(tx: Tx, clubId: number, termId: number, className: string) {
  const [row] = await tx
    .select({ run: runs, termName: terms.name, venueName: venues.name, plan: runPlans })
    .from(runs)
    .innerJoin(terms, eq(terms.id, runs.termId))
    .innerJoin(venues, eq(venues.id, runs.venueId))
    .leftJoin(runPlans, eq(runPlans.runId, runs.id))
    .where(and(eq(runs.clubId, clubId), eq(runs.termId, termId), eq(runs.className, className)))
    .orderBy(asc(runs.id))
    .limit(1);
  if (!row) throw new Error(`The demo's sales name no run '${className}'`);
  const sessions = await tx
    .select({ startsAt: runSessions.startsAt })
    .from(runSessions)
    .where(eq(runSessions.runId, row.run.id))
    .orderBy(asc(runSessions.startsAt));
  const times = await tx.select().from(runClassTimes).where(eq(runClassTimes.runId, row.run.id));
  const pricing: RunForPricing = {
    runId: row.run.id,
    termId,
    pricePerSession: row.run.pricePerSession,
    pricePerTerm: row.run.pricePerTerm,
    trialPrice: row.run.trialPrice,
    sessions: sessions.map((s) => ({ startTime: epoch(s.startsAt) })),
    monthlyPlan: row.plan && { price: row.plan.monthlyPrice, trialDays: row.plan.trialDays },
  };
  const classTimes = times.map((t) => ({ dow: t.dayOfWeek, starttime: { hours: t.startHour, mins: t.startMinute } }));
  return { pricing, className: row.run.className, termName: row.termName, venueName: row.venueName, classTimes };
}

/** The run's nth seeded place, with its child and the child's parent. */
async function placeOf(tx: Tx, runId: number, n: number) {
  const rows = await tx
    .select({
      bookingId: bookings.id,
      childId: children.id,
      childName: children.firstName,
      childLastName: children.lastName,
      parentUserId: users.id,
      email: users.email,
      parentName: users.firstName,
    })
    .from(bookings)
    .innerJoin(children, eq(children.id, bookings.childId))
    .innerJoin(users, eq(users.id, children.parentUserId))
    .where(eq(bookings.runId, runId))
    .orderBy(asc(bookings.id));
  if (!rows[n]) throw new Error(`The demo's sales name place ${n} of run ${runId}, which has ${rows.length}`);
  return rows[n];
}

type Run = Awaited<ReturnType<typeof runOf>>;
type Place = Awaited<ReturnType<typeof placeOf>>;

/** An order line as checkout stores it: its columns, and the words and dates it was shown with. */
function lineRow(line: OrderLine, position: number, run: Run, place: Place, moment: number) {
  const placeLine = 'runId' in line;
  const childName = `${place.childName} ${place.childLastName}`;
  return {
    position,
    type: line.type,
    childId: 'childId' in line ? line.childId : null,
    runId: placeLine ? line.runId : null,
    campId: null,
    amount: line.amount,
    payable: 'payable' in line ? line.payable : line.amount,
    details: {
      description: placeLine ? `${run.className} – ${texts[line.type as 'term' | 'plan']}` : '',
      childName: 'childId' in line ? childName : null,
      dates: sessionsAfter(run.pricing.sessions, moment).map((s) => s.startTime),
      monthlyPlan: line.type === 'plan' ? line.monthlyPlan : null,
      termName: run.termName,
      venueName: run.venueName,
      classTimes: run.classTimes,
      sessions: line.type === 'term' ? { charged: line.sessionsCharged, total: line.sessionsTotal } : null,
    },
  };
}

async function seedSale(
  tx: Tx,
  sandbox: SeedPaymentProvider,
  { club, charge }: { club: Club; charge: Charge },
  { sale, termId, key, seededAt }: { sale: DemoSale; termId: number; key: string; seededAt: Date },
) {
  const run = await runOf(tx, club.id, termId, sale.className);
  const place = await placeOf(tx, run.pricing.runId, sale.place);
  const boughtAt = new Date(seededAt.getTime() - sale.daysAgo * DAY_MS);
  const moment = epoch(boughtAt);
  const priced = priceOrder({
    items: [{ type: 'term', childId: place.childId, run: run.pricing }],
    children: [],
    setupFee: null,
    siblingDiscount: null,
    discountCode: null,
    moment,
    timeZone: club.timeZone,
  });
  const toPay = amountToPay(priced.total, charge.feeTerms);
  const [order] = await tx
    .insert(orders)
    .values({
      clubId: club.id,
      parentUserId: place.parentUserId,
      status: 'completed',
      subtotal: priced.subtotal,
      discounts: priced.discounts,
      total: priced.total,
      passingOnFee: toPay.passingOnFee,
      creditApplied: toPay.creditApplied,
      idempotencyKey: key,
      createdAt: boughtAt,
      completedAt: boughtAt,
    })
    .returning();
  await tx
    .insert(orderLines)
    .values(priced.lines.map((line, i) => ({ orderId: order.id, ...lineRow(line, i, run, place, moment) })));
  // The place was bought with the order.
  await tx
    .update(bookings)
    .set({ orderId: order.id, kind: 'term', createdAt: boughtAt, updatedAt: boughtAt })
    .where(eq(bookings.id, place.bookingId));

  sandbox.setClock(boughtAt);
  const { provider } = sandbox;
  const options = { stripeAccount: charge.account };
  const customer = await provider.customers.create(
    { email: place.email, name: place.parentName, metadata: { userId: String(place.parentUserId) } },
    { ...options, idempotencyKey: `customer:${club.id}:${place.parentUserId}` },
  );
  await tx
    .insert(paymentCustomers)
    .values({ clubId: club.id, userId: place.parentUserId, providerCustomerId: customer.id, createdAt: boughtAt })
    .onConflictDoNothing();
  const metadata = { orderUuid: order.uuid, parentUserId: String(place.parentUserId), clubId: String(club.id) };

  if (run.pricing.monthlyPlan) {
    await subscribe(tx, sandbox, { club, charge, run, customer: customer.id, metadata }, { order, seededAt });
    return;
  }
  const amount = toPay.totalToPay;
  const applicationFee = platformShare(priced.total - toPay.creditApplied, charge.feeTerms.rates);
  const intent = await provider.paymentIntents.create(
    {
      amount,
      currency: club.currency.toLowerCase(),
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      application_fee_amount: applicationFee,
      description: `${club.name}: order ${order.uuid}`,
      metadata,
    },
    { ...options, idempotencyKey: order.uuid },
  );
  if (intent.status !== 'succeeded') throw new Error(`The demo's payment of order ${key} is ${intent.status}`);
  const card = await provider.paymentMethods.retrieve(intent.payment_method as string, options);
  const [payment] = await tx
    .insert(payments)
    .values({
      clubId: club.id,
      orderId: order.id,
      parentUserId: place.parentUserId,
      providerIntentId: intent.id,
      amount,
      fee: toPay.passingOnFee,
      applicationFee,
      currency: club.currency,
      status: intent.status,
      outcome: 'completed',
      cardBrand: card.card.brand,
      cardLast4: card.card.last4,
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    .returning({ id: payments.id });
  if (sale.refund) {
    const refundedAt = new Date(seededAt.getTime() - sale.refund.daysAgo * DAY_MS);
    const refundAmount = sale.refund.sessions * run.pricing.pricePerSession;
    sandbox.setClock(refundedAt);
    const idempotencyKey = `demo-seed-refund:${order.uuid}`;
    const refund = await provider.refunds.create(
      {
        payment_intent: intent.id,
        amount: refundAmount,
        refund_application_fee: true,
        reason: 'requested_by_customer',
      },
      { ...options, idempotencyKey },
    );
    await tx.insert(refunds).values({
      paymentId: payment.id,
      providerRefundId: refund.id,
      idempotencyKey,
      amount: refundAmount,
      reason: sale.refund.reason,
      createdAt: refundedAt,
      emailedAt: refundedAt,
    });
  }
}

/** The plan's subscription, started when the place was bought, and every month it has renewed since (each recorded). */
async function subscribe(
  tx: Tx,
  { provider, setClock }: SeedPaymentProvider,
  ctx: { club: Club; charge: Charge; run: Run; customer: string; metadata: Record<string, string> },
  { order, seededAt }: { order: typeof orders.$inferSelect; seededAt: Date },
) {
  const { club, charge, run, customer, metadata } = ctx;
  const plan = run.pricing.monthlyPlan!;
  const options = { stripeAccount: charge.account };
  const product = `run_plan_${run.pricing.runId}`;
  try {
    await provider.products.create({ id: product, name: run.className }, options);
  } catch (error) {
    // The plan's product, made by its first subscription.
    if (!(error instanceof PaymentProviderError && error.code === 'resource_already_exists')) throw error;
  }
  const card = await provider.paymentMethods.attach('pm_card_visa', { customer }, options);
  const created = await provider.subscriptions.create(
    {
      customer,
      default_payment_method: card.id,
      items: [
        {
          price_data: {
            currency: club.currency.toLowerCase(),
            product,
            unit_amount: plan.price,
            recurring: { interval: 'month' },
          },
        },
      ],
      ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
      application_fee_percent: charge.feeTerms.rates.commissionPercent,
      metadata,
    },
    { ...options, idempotencyKey: `subscription:${order.uuid}` },
  );
  let subscription = created;
  // Each period (the free trial first) that ended before the seed's clock: charged as it ended.
  while (subscription.current_period_end * 1000 <= seededAt.getTime()) {
    setClock(new Date(subscription.current_period_end * 1000));
    subscription = await provider.sandbox.renewSubscription(subscription.id, options);
  }
  const [stored] = await tx
    .insert(subscriptions)
    .values({
      clubId: club.id,
      userId: order.parentUserId,
      orderId: order.id,
      providerSubscriptionId: subscription.id,
      status: subscription.status,
      planName: messages.subscriptions.planName(run.className),
      planCost: plan.price,
      planFrequency: 'month',
      trialEnd: created.trial_end === null ? null : new Date(created.trial_end * 1000),
      createdAt: order.createdAt,
      updatedAt: seededAt,
    })
    .returning({ id: subscriptions.id });
  await seedPlanCharges(
    tx,
    provider,
    { clubId: club.id, subscriptionId: stored!.id, providerSubscriptionId: subscription.id },
    options,
  );
}
