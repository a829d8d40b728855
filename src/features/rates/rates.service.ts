import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { CampsiteTypeContext } from "@/features/availability/server";
import {
  baseRateOn,
  evaluateStay,
  loadSearchData,
  priceNight,
  ratePeriodOn,
  stayCalendar,
  withRatePeriod,
} from "@/features/availability/server";
import { type AffectedReservation, reservationsAffected } from "@/features/parks/server";
import { addDays } from "@/lib/stay-dates";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsiteTypes, ratePeriods, rates, seasons } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { TRateChange, TRatePreviewInput } from "./rates.schemas";

/** The park's inventory as the guest side reads it, for the nights [start, end). */
async function parkData(db: Db, parkId: string, stay: { start: string; end: string }, now: Date) {
  const [data] = await loadSearchData(db, { ...stay, now }, [parkId], { cached: true });
  if (!data) throw new AppError("NOT_FOUND", "This park does not exist.");
  return data;
}

/** A rate period's fields as staff set them (the calendar lists them, an edit audits them). */
const ratePeriodFields = {
  campsiteTypeId: ratePeriods.campsiteTypeId,
  startDate: ratePeriods.startDate,
  endDate: ratePeriods.endDate,
  weekdays: ratePeriods.weekdays,
  nightlyCents: ratePeriods.nightlyCents,
  label: ratePeriods.label,
};

/**
 * What a guest pays for a night before fees and taxes: the base rate × the weekend factor (the season's own, else the
 * park's) × the holiday factor — demand pricing aside, which depends on the night's bookings.
 */
function guestPriceOf(
  pricing: Parameters<typeof priceNight>[1],
  night: {
    date: string;
    weekend: boolean;
    holiday: boolean;
    season: { weekendFactorBp?: number | null } | null;
  },
  baseCents: number | null,
): number | null {
  if (baseCents === null) return null;
  const { date, weekend, holiday } = night;
  const neutral = { ...pricing, demandTiers: [] };
  return priceNight(
    { date, baseCents, weekend, holiday, weekendFactorBp: night.season?.weekendFactorBp },
    neutral,
    undefined,
  );
}

/**
 * `admin.rates.list`: each open type's base rate night by night over [from, to] (from a rate period or the
 * season), with the seasons, season rates and periods behind it — read through the engine, so the calendar shows
 * exactly the base rates guests are priced from.
 */
export async function rateCalendar(
  db: Db,
  input: { parkId: string; campsiteTypeId?: string; from: string; to: string },
  now: Date,
) {
  const data = await parkData(db, input.parkId, { start: input.from, end: addDays(input.to, 1) }, now);
  const types = data.types.filter((type) => !input.campsiteTypeId || type.id === input.campsiteTypeId);
  const periodRows = await db
    .select({ id: ratePeriods.id, ...ratePeriodFields })
    .from(ratePeriods)
    .where(eq(ratePeriods.parkId, input.parkId))
    .orderBy(asc(ratePeriods.startDate), asc(ratePeriods.endDate));
  return {
    types: types.map((type) => ({ id: type.id, name: type.name, category: type.category })),
    seasons: data.calendar.seasons,
    seasonRates: types.flatMap((type) =>
      Object.entries(type.ratesBySeason).map(([seasonId, nightlyCents]) => ({
        campsiteTypeId: type.id,
        seasonId,
        nightlyCents,
      })),
    ),
    periods: periodRows.filter((row) => types.some((type) => type.id === row.campsiteTypeId)),
    pricing: {
      weekendFactorBp: data.calendar.pricing.weekendFactorBp,
      holidayFactorBp: data.calendar.pricing.holidayFactorBp,
    },
    days: types.flatMap((type) =>
      stayCalendar(data.calendar, type, { start: input.from, end: addDays(input.to, 1) }).map((night) => ({
        campsiteTypeId: type.id,
        date: night.date,
        baseCents: night.closed ? null : (baseRateOn(type, night) ?? null),
        guestCents: guestPriceOf(
          data.calendar.pricing,
          night,
          night.closed ? null : (baseRateOn(type, night) ?? null),
        ),
        ratePeriodId: night.closed
          ? null
          : (ratePeriodOn(type.ratePeriods ?? [], night.date, night.weekday)?.id ?? null),
        seasonId: night.season?.id ?? null,
        seasonName: night.season?.name ?? null,
        weekend: night.weekend,
        holiday: night.holiday,
      })),
    ),
  };
}

/** The type as it would price with the change saved. */
function changedType(type: CampsiteTypeContext, change: TRatePreviewInput["change"]): CampsiteTypeContext {
  if (change.kind === "season") {
    return { ...type, ratesBySeason: { ...type.ratesBySeason, [change.seasonId]: change.nightlyCents } };
  }
  if (change.kind === "remove") {
    return { ...type, ratePeriods: withRatePeriod(type.ratePeriods ?? [], null, change.ratePeriodId) };
  }
  const candidate = {
    startDate: change.startDate,
    endDate: change.endDate,
    weekdays: change.weekdays,
    nightlyCents: change.nightlyCents,
  };
  return { ...type, ratePeriods: withRatePeriod(type.ratePeriods ?? [], candidate, change.id) };
}

/**
 * `admin.rates.preview`: what a guest would pay for a sample stay of the type before and after the change, all-in
 * (smart pricing and mandatory fees included), priced by the same engine as the guest side. Nothing is saved.
 */
export async function previewRate(db: Db, input: TRatePreviewInput, now: Date) {
  const { change, sample } = input;
  const data = await parkData(db, change.parkId, sample, now);
  const typeId =
    change.kind === "remove"
      ? await typeOfPeriod(db, change.parkId, change.ratePeriodId)
      : change.campsiteTypeId;
  const type = data.types.find((candidate) => candidate.id === typeId);
  if (!type)
    throw new AppError("NOT_FOUND", "This site type is not open at this park.", { field: "campsiteTypeId" });
  const sites = data.sites.filter((site) => site.campsiteTypeId === type.id);
  const search = {
    dates: { start: sample.start, end: sample.end },
    guests: { adults: sample.adults, children: sample.children, pets: sample.pets },
    now,
  };
  const quote = (priced: CampsiteTypeContext) => {
    const { result, nightlyPricesCents } = evaluateStay(data, priced, sites, search);
    if (!result.smartPricing || !nightlyPricesCents) return { quote: null, result };
    return {
      result,
      quote: {
        nightlyCents: nightlyPricesCents.map((priceCents, index) => ({
          date: addDays(sample.start, index),
          priceCents,
        })),
        tripTotal: result.smartPricing.tripTotal,
        averagePerNight: result.smartPricing.averagePricePerNightBeforeTaxesFeesAndDiscounts,
      },
    };
  };
  const after = quote(changedType(type, change));
  return {
    before: quote(type).quote,
    after: after.quote,
    failureReasons: after.result.failureReasons.map((reason) => reason.message),
  };
}

async function typeOfPeriod(db: Db, parkId: string, ratePeriodId: string): Promise<string> {
  const [row] = await db
    .select({ campsiteTypeId: ratePeriods.campsiteTypeId })
    .from(ratePeriods)
    .where(and(eq(ratePeriods.id, ratePeriodId), eq(ratePeriods.parkId, parkId)));
  if (!row) throw new AppError("NOT_FOUND", "This rate period does not exist.");
  return row.campsiteTypeId;
}

async function assertTypeOfPark(db: Db, parkId: string, campsiteTypeId: string): Promise<string> {
  const [type] = await db
    .select({ name: campsiteTypes.name })
    .from(campsiteTypes)
    .where(and(eq(campsiteTypes.id, campsiteTypeId), eq(campsiteTypes.parkId, parkId)));
  if (!type)
    throw new AppError("INVALID_INPUT", "Choose a site type of this park.", { field: "campsiteTypeId" });
  return type.name;
}

/**
 * `admin.rates.upsert`: saves a rate period or a season's rate for a type, audited in the same transaction. Booked
 * stays keep their price (new bookings only); the ones on the changed nights are listed so staff can re-rate them
 * one by one (a REPRICE change of the reservation, audited there).
 */
export async function saveRate(
  db: Db,
  change: TRateChange,
  actor: Actor,
  now: Date,
): Promise<{ id: string; affected: AffectedReservation[] }> {
  const typeName = await assertTypeOfPark(db, change.parkId, change.campsiteTypeId);
  return db.transaction(async (tx) => {
    if (change.kind === "season") {
      const [season] = await tx
        .select({ name: seasons.name, startDate: seasons.startDate, endDate: seasons.endDate })
        .from(seasons)
        .where(and(eq(seasons.id, change.seasonId), eq(seasons.parkId, change.parkId)));
      if (!season)
        throw new AppError("INVALID_INPUT", "Choose a season of this park.", { field: "seasonId" });
      const [before] = await tx
        .select({ id: rates.id, nightlyCents: rates.nightlyCents })
        .from(rates)
        .where(and(eq(rates.campsiteTypeId, change.campsiteTypeId), eq(rates.seasonId, change.seasonId)));
      const [saved] = before
        ? await tx
            .update(rates)
            .set({ nightlyCents: change.nightlyCents })
            .where(eq(rates.id, before.id))
            .returning({ id: rates.id })
        : await tx
            .insert(rates)
            .values({
              parkId: change.parkId,
              campsiteTypeId: change.campsiteTypeId,
              seasonId: change.seasonId,
              nightlyCents: change.nightlyCents,
            })
            .returning({ id: rates.id });
      await recordAudit(tx, {
        actor,
        at: now,
        action: "rate.season",
        entity: "rate",
        entityId: saved!.id,
        parkId: change.parkId,
        before: before ? { type: typeName, season: season.name, nightlyCents: before.nightlyCents } : null,
        after: { type: typeName, season: season.name, nightlyCents: change.nightlyCents },
      });
      const affected = await reservationsAffected(tx, {
        parkId: change.parkId,
        campsiteTypeId: change.campsiteTypeId,
        from: season.startDate,
        to: addDays(season.endDate, 1),
      });
      return { id: saved!.id, affected };
    }
    const fields = {
      campsiteTypeId: change.campsiteTypeId,
      startDate: change.startDate,
      endDate: change.endDate,
      weekdays: change.weekdays,
      nightlyCents: change.nightlyCents,
      label: change.label,
    };
    let before: Record<string, unknown> | null = null;
    let id = change.id;
    if (id) {
      const [existing] = await tx
        .select(ratePeriodFields)
        .from(ratePeriods)
        .where(and(eq(ratePeriods.id, id), eq(ratePeriods.parkId, change.parkId)));
      if (!existing) throw new AppError("NOT_FOUND", "This rate period does not exist.");
      before = existing;
      await tx
        .update(ratePeriods)
        .set({ ...fields, updatedAt: now })
        .where(eq(ratePeriods.id, id));
    } else {
      const [inserted] = await tx
        .insert(ratePeriods)
        .values({ parkId: change.parkId, ...fields, createdAt: now, updatedAt: now })
        .returning({ id: ratePeriods.id });
      id = inserted!.id;
    }
    await recordAudit(tx, {
      actor,
      at: now,
      action: change.id ? "rate.update" : "rate.create",
      entity: "rate_period",
      entityId: id,
      parkId: change.parkId,
      before,
      after: { type: typeName, ...fields },
    });
    const affected = await reservationsAffected(tx, {
      parkId: change.parkId,
      campsiteTypeId: change.campsiteTypeId,
      from: change.startDate,
      to: addDays(change.endDate, 1),
    });
    return { id, affected };
  });
}

/** The park of a rate period, or null when there is none (for the caller's scope check). */
export async function parkOfRatePeriod(db: Db, ratePeriodId: string): Promise<string | null> {
  const [row] = await db
    .select({ parkId: ratePeriods.parkId })
    .from(ratePeriods)
    .where(eq(ratePeriods.id, ratePeriodId));
  return row?.parkId ?? null;
}

/** `admin.rates.remove`: the nights fall back to the season's rate (or a wider period) at once; audited. */
export async function removeRatePeriod(db: Db, ratePeriodId: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(ratePeriods).where(eq(ratePeriods.id, ratePeriodId)).returning();
    if (!removed) throw new AppError("NOT_FOUND", "This rate period does not exist.");
    await recordAudit(tx, {
      actor,
      at: now,
      action: "rate.remove",
      entity: "rate_period",
      entityId: ratePeriodId,
      parkId: removed.parkId,
      before: {
        campsiteTypeId: removed.campsiteTypeId,
        startDate: removed.startDate,
        endDate: removed.endDate,
        weekdays: removed.weekdays,
        nightlyCents: removed.nightlyCents,
        label: removed.label,
      },
    });
  });
}
