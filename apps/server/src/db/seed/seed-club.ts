import { addDays, generateSessions, localDateOf, skinByKey, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import type { Db } from '../client.js';
import {
  campDays,
  campWeeks,
  camps,
  clubBookingSettings,
  clubPolicies,
  clubs,
  discountCodes,
  runClassTimes,
  runSessions,
  runSkippedDates,
  runPlans,
  runs,
  termBreaks,
  terms,
  venues,
} from '../schema/index.js';
import { clubPaymentSettings } from '../schema/club-payment-settings.js';
import type { ClubDefinition } from './club-definition.js';
import { seedFamilies, type SeededPlaces } from './seed-families.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const at = (date: string, hours: number, mins: number, tz: string) =>
  new Date(zonedWallTimeToEpoch(date, hours, mins, tz) * 1000);

/**
 * Writes a whole club (venues, terms with their breaks, runs with the sessions that happen, camps
 * with days, bookings, its discounts) in the given transaction.
 */
export async function seedClub(tx: Tx | Db, def: ClubDefinition, seededAt: Date): Promise<number> {
  const timeZone = def.timeZone ?? 'Europe/London';
  const skin = def.skinKey === undefined ? undefined : skinByKey(def.skinKey);
  if (def.skinKey !== undefined && !skin) throw new Error(`${def.subdomain}: no skin ${def.skinKey}`);
  const [club] = await tx
    .insert(clubs)
    .values({
      subdomain: def.subdomain,
      name: def.name,
      description: def.description,
      timeZone,
      ...(skin && {
        skinKey: skin.skinKey,
        themePrimary: skin.colours.primary,
        themeSecondary: skin.colours.secondary,
        themePanel: skin.colours.panel,
      }),
      phone: def.phone ?? '',
      website: def.website ?? '',
    })
    .returning({ id: clubs.id });
  const clubId = club.id;

  const venueIds = new Map<string, number>();
  for (const v of def.venues) {
    const [row] = await tx
      .insert(venues)
      .values({
        clubId,
        name: v.name,
        address: v.address,
        postcode: v.postcode,
        latitude: v.latitude,
        longitude: v.longitude,
      })
      .returning({ id: venues.id });
    venueIds.set(v.key, row.id);
  }
  const venueId = (key: string) => {
    const id = venueIds.get(key);
    if (!id) throw new Error(`Seed names an unknown venue '${key}'`);
    return id;
  };

  const places: SeededPlaces[] = [];
  for (const t of def.terms) {
    const [term] = await tx
      .insert(terms)
      .values({
        clubId,
        name: t.name,
        startsAt: at(t.startDate, 0, 0, timeZone),
        endsAt: at(addDays(t.endDate, 1), 0, 0, timeZone),
      })
      .returning({ id: terms.id });
    const breaks = t.breaks ?? [];
    if (breaks.length > 0) {
      await tx
        .insert(termBreaks)
        .values(breaks.map((b) => ({ clubId, termId: term.id, name: b.name, startsOn: b.from, endsOn: b.to })));
    }
    for (const r of t.runs) {
      const [run] = await tx
        .insert(runs)
        .values({
          clubId,
          termId: term.id,
          venueId: venueId(r.venue),
          className: r.className,
          capacity: r.capacity,
          ageFromMonths: r.ageFrom,
          ageToMonths: r.ageTo,
          pricePerSession: r.pricePerSession,
          pricePerTerm: r.pricePerTerm,
          trialSessions: r.trial?.sessions ?? 0,
          trialPrice: r.trial?.price ?? 0,
        })
        .returning({ id: runs.id });
      if (r.monthlyPlan) {
        await tx.insert(runPlans).values({
          runId: run.id,
          clubId,
          monthlyPrice: r.monthlyPlan.price,
          trialDays: r.monthlyPlan.trialDays,
        });
      }
      await tx.insert(runClassTimes).values(
        r.times.map((c) => ({
          clubId,
          runId: run.id,
          dayOfWeek: c.dow,
          startHour: c.hours,
          startMinute: c.mins,
          durationMinutes: c.durationMinutes,
        })),
      );
      const skippedDates = r.skippedDates ?? [];
      if (skippedDates.length > 0) {
        await tx
          .insert(runSkippedDates)
          .values(skippedDates.map((skippedOn) => ({ clubId, runId: run.id, skippedOn })));
      }
      const sessions = generateSessions({
        startDate: t.startDate,
        endDate: t.endDate,
        classTimes: r.times,
        timeZone,
        breaks,
        skippedDates,
      });
      if (sessions.length > 0) {
        await tx.insert(runSessions).values(
          sessions.map((s) => ({
            clubId,
            runId: run.id,
            startsAt: new Date(s.startTime * 1000),
            endsAt: new Date(s.endTime * 1000),
          })),
        );
      }
      const firstDay = sessions[0] && localDateOf(sessions[0].startTime, timeZone);
      if (r.bookings > 0 && firstDay) {
        places.push({ runId: run.id, count: r.bookings, ageFromMonths: r.ageFrom, ageToMonths: r.ageTo, firstDay });
      }
    }
  }

  for (const c of def.camps) {
    const [camp] = await tx
      .insert(camps)
      .values({
        clubId,
        venueId: venueId(c.venue),
        className: c.className,
        description: c.description,
        ageFromMonths: c.ageFrom,
        ageToMonths: c.ageTo,
        capacity: c.capacity,
        dayPrice: c.dayPrice,
        weekPrice: c.weekPrice,
      })
      .returning({ id: camps.id });
    for (const w of c.weeks) {
      const [week] = await tx
        .insert(campWeeks)
        .values({ clubId, campId: camp.id, name: w.name })
        .returning({ id: campWeeks.id });
      const [hours, mins, duration] = [w.hours ?? 9, w.mins ?? 0, w.durationMinutes ?? 360];
      await tx.insert(campDays).values(
        Array.from({ length: w.days ?? 5 }, (_, i) => {
          const startsAt = at(addDays(w.startDate, i), hours, mins, timeZone);
          return { clubId, campWeekId: week.id, startsAt, endsAt: new Date(startsAt.getTime() + duration * 60_000) };
        }),
      );
    }
  }
  await seedFamilies(tx, { id: clubId, subdomain: def.subdomain }, places, seededAt);
  await seedDiscounts(tx, clubId, def);
  const policies = Object.entries(def.policies ?? {});
  if (policies.length) await tx.insert(clubPolicies).values(policies.map(([kind, text]) => ({ clubId, kind, text })));
  if (def.connectedAccountId) {
    await tx
      .insert(clubPaymentSettings)
      .values({ clubId, connectedAccountId: def.connectedAccountId, subscriptionId: def.subscriptionId ?? null });
  }
  return clubId;
}

/** The club's booking settings row (sibling discount, cancelling, setup fee) and discount codes. */
async function seedDiscounts(tx: Tx | Db, clubId: number, def: ClubDefinition): Promise<void> {
  if (def.siblingDiscount || def.cancelDaysBefore !== undefined || def.setupFeeAmount) {
    await tx.insert(clubBookingSettings).values({
      clubId,
      setupFeeAmount: def.setupFeeAmount ?? 0,
      siblingDiscountKind: def.siblingDiscount?.kind ?? null,
      siblingDiscountValue: def.siblingDiscount?.value ?? 0,
      cancelDaysBefore: def.cancelDaysBefore ?? null,
    });
  }
  if (def.discountCodes?.length) {
    await tx.insert(discountCodes).values(
      def.discountCodes.map((c) => ({
        clubId,
        code: c.code,
        reductionKind: c.kind,
        reductionValue: c.value,
        validFrom: c.validFrom ?? null,
        validTo: c.validTo ?? null,
        usageLimit: c.usageLimit ?? null,
        perFamilyLimit: c.perFamilyLimit ?? null,
      })),
    );
  }
}
