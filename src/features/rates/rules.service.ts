import "server-only";
import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { MAX_CHILDREN_PER_ADULT } from "@/features/availability/server";
import { setupPark } from "@/features/parks/server";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { bookingRules, campsiteTypes, closedDates, parks, seasons } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { listClosures } from "./closures.service";
import {
  STAY_RULE_FIELDS,
  type TRulesOverview,
  type TStayRule,
  type TStayRuleUpsertInput,
} from "./rules.schemas";
import { conflictField, conflictMessage, newStayRuleConflicts } from "./rules-conflicts";
import { scopeLabel, scopeNames, seasonLabel } from "./rules-format";

const RULE_NOT_FOUND = "This rule does not exist.";

const ruleColumns = {
  id: bookingRules.id,
  parkId: bookingRules.parkId,
  campsiteTypeId: bookingRules.campsiteTypeId,
  seasonId: bookingRules.seasonId,
  minNights: bookingRules.minNights,
  maxNights: bookingRules.maxNights,
  weekendMinNights: bookingRules.weekendMinNights,
  holidayMinNights: bookingRules.holidayMinNights,
  bookingWindowDays: bookingRules.bookingWindowDays,
  minLeadHours: bookingRules.minLeadHours,
  arrivalWeekdays: bookingRules.arrivalWeekdays,
  departureWeekdays: bookingRules.departureWeekdays,
};

const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  startDate: seasons.startDate,
  endDate: seasons.endDate,
};

const typeColumns = {
  id: campsiteTypes.id,
  name: campsiteTypes.name,
  category: campsiteTypes.category,
  active: campsiteTypes.active,
  bookableOnline: campsiteTypes.bookableOnline,
  maxGuests: campsiteTypes.maxGuests,
  maxAdults: campsiteTypes.maxAdults,
  maxChildren: campsiteTypes.maxChildren,
  maxPets: campsiteTypes.maxPets,
  lockFeeCents: campsiteTypes.lockFeeCents,
};

/** Which rows apply first: the park's, then a season's, a type's, a type in a season (the engine's order, reversed). */
const specificity = (rule: { campsiteTypeId: string | null; seasonId: string | null }) =>
  (rule.campsiteTypeId ? 2 : 0) + (rule.seasonId ? 1 : 0);

/** `admin.rules.list`: a park's stay rules, seasons, types, closures and the fixed rules (the Rules screen). */
export async function listRules(db: Db, parkId: string, now: Date): Promise<TRulesOverview> {
  const park = await setupPark(db, parkId, now);
  const [[parkRow], rules, seasonRows, types, closed, closureLists] = await Promise.all([
    db.select({ slug: parks.slug, name: parks.name }).from(parks).where(eq(parks.id, parkId)),
    db.select(ruleColumns).from(bookingRules).where(eq(bookingRules.parkId, parkId)),
    db.select(seasonColumns).from(seasons).where(eq(seasons.parkId, parkId)).orderBy(asc(seasons.startDate)),
    db
      .select(typeColumns)
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, parkId))
      .orderBy(asc(campsiteTypes.sortOrder), asc(campsiteTypes.name)),
    db
      .select({ date: closedDates.date, reason: closedDates.reason })
      .from(closedDates)
      .where(and(eq(closedDates.parkId, parkId), gte(closedDates.date, park.today)))
      .orderBy(asc(closedDates.date)),
    listClosures(db, parkId, park.today),
  ]);
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const seasonById = new Map(seasonRows.map((season) => [season.id, season]));
  const named = rules.map((rule) => ({
    ...rule,
    campsiteTypeName: rule.campsiteTypeId ? (typeNames.get(rule.campsiteTypeId) ?? null) : null,
    seasonName: rule.seasonId ? (seasonById.get(rule.seasonId)?.name ?? null) : null,
  }));
  named.sort(
    (a, b) =>
      specificity(a) - specificity(b) ||
      (a.campsiteTypeName ?? "").localeCompare(b.campsiteTypeName ?? "") ||
      (seasonById.get(a.seasonId ?? "")?.startDate ?? "").localeCompare(
        seasonById.get(b.seasonId ?? "")?.startDate ?? "",
      ),
  );
  return {
    park: { id: parkId, slug: parkRow!.slug, name: parkRow!.name, today: park.today },
    stayRules: named,
    seasons: seasonRows,
    closedDates: closed,
    types,
    closures: closureLists,
    fixed: { minAdults: 1, maxChildrenPerAdult: MAX_CHILDREN_PER_ADULT },
  };
}

/** The park of a stay-rule row, or null when there is no such row (for the caller's scope check). */
export async function parkOfRule(db: Db, ruleId: string): Promise<string | null> {
  const [row] = await db
    .select({ parkId: bookingRules.parkId })
    .from(bookingRules)
    .where(eq(bookingRules.id, ruleId));
  return row?.parkId ?? null;
}

/** An empty weekday list allows no day, which no park means: it is stored as "any day" (null), in week order. */
const weekdaysOf = (days: number[] | null) =>
  days && days.length > 0 ? [...days].sort((a, b) => a - b) : null;

/** The row's fields as stored: weekday lists tidied. */
function fieldsOf(input: TStayRuleUpsertInput) {
  const fields = Object.fromEntries(STAY_RULE_FIELDS.map((field) => [field, input[field]])) as Pick<
    TStayRuleUpsertInput,
    (typeof STAY_RULE_FIELDS)[number]
  >;
  return {
    ...fields,
    arrivalWeekdays: weekdaysOf(fields.arrivalWeekdays),
    departureWeekdays: weekdaysOf(fields.departureWeekdays),
  };
}

/**
 * `admin.rules.upsert`: creates the stay-rule row of a scope (park, type, season, type in a season) or replaces a
 * row's scope and fields, audited. A scope has one row: a second is refused at the type field, pointing at the row
 * to edit. A change that would leave a type in a season needing more nights than it allows is refused at the
 * field that causes it. The search sees the change on the next request (the booking_rules trigger bumps the
 * inventory stamp); reservations already made are not re-checked.
 */
export async function upsertStayRule(
  db: Db,
  input: TStayRuleUpsertInput,
  actor: Actor,
  now: Date,
): Promise<TStayRule> {
  const { parkId, id, campsiteTypeId, seasonId } = input;
  const fields = fieldsOf(input);
  const park = await setupPark(db, parkId, now);
  const [types, seasonRows] = await Promise.all([
    db
      .select({ id: campsiteTypes.id, name: campsiteTypes.name })
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, parkId)),
    db.select(seasonColumns).from(seasons).where(eq(seasons.parkId, parkId)).orderBy(asc(seasons.startDate)),
  ]);
  const type = campsiteTypeId ? types.find((candidate) => candidate.id === campsiteTypeId) : null;
  if (type === undefined) {
    throw new AppError("NOT_FOUND", "This site type does not exist at this park.", {
      field: "campsiteTypeId",
    });
  }
  const season = seasonId ? seasonRows.find((candidate) => candidate.id === seasonId) : null;
  if (season === undefined) {
    throw new AppError("NOT_FOUND", "This season does not exist at this park.", { field: "seasonId" });
  }

  return db.transaction(async (tx) => {
    // One writer of a park's rules at a time, so two staff cannot both create the same scope's row.
    await tx.select({ id: parks.id }).from(parks).where(eq(parks.id, parkId)).for("update");
    // In the inventory loader's order, so equally specific rows tie-break as the engine does.
    const rows = await tx
      .select(ruleColumns)
      .from(bookingRules)
      .where(eq(bookingRules.parkId, parkId))
      .orderBy(asc(bookingRules.id));
    const current = id ? rows.find((row) => row.id === id) : undefined;
    if (id && !current) throw new AppError("NOT_FOUND", RULE_NOT_FOUND);
    const twin = rows.find(
      (row) => row.id !== id && row.campsiteTypeId === campsiteTypeId && row.seasonId === seasonId,
    );
    if (twin) {
      throw new AppError(
        "INVALID_INPUT",
        `There is already a rule for this scope (${scopeLabel({ campsiteTypeId, seasonId }, scopeNames({ types, seasons: seasonRows }))}): edit that one instead.`,
        { field: "campsiteTypeId" },
      );
    }
    const next = { ...(current ?? { id: "new", parkId }), campsiteTypeId, seasonId, ...fields };
    const after = [...rows.filter((row) => row.id !== id), next];
    // Seasons already over cannot be booked any more, so only the coming ones can conflict.
    const [conflict] = newStayRuleConflicts(
      rows,
      after,
      types.map((candidate) => candidate.id),
      seasonRows.filter((candidate) => candidate.endDate >= park.today).map((candidate) => candidate.id),
    );
    if (conflict) {
      const conflictSeason = seasonRows.find((candidate) => candidate.id === conflict.seasonId)!;
      const typeName = types.find((candidate) => candidate.id === conflict.campsiteTypeId)!.name;
      throw new AppError("INVALID_INPUT", conflictMessage(conflict, typeName, seasonLabel(conflictSeason)), {
        field: conflictField(conflict, next),
      });
    }

    if (current) {
      const changes = changedFields(current, next);
      if (!changes) return current;
      const [saved] = await tx
        .update(bookingRules)
        .set({ campsiteTypeId, seasonId, ...fields, updatedAt: now })
        .where(eq(bookingRules.id, current.id))
        .returning(ruleColumns);
      await recordAudit(tx, {
        actor,
        at: now,
        action: "bookingRule.update",
        entity: "booking_rule",
        entityId: current.id,
        parkId,
        before: changes.before,
        after: changes.after,
      });
      return saved!;
    }
    const [saved] = await tx
      .insert(bookingRules)
      .values({ parkId, campsiteTypeId, seasonId, ...fields, createdAt: now, updatedAt: now })
      .returning(ruleColumns);
    const { id: _id, parkId: _parkId, ...created } = saved!;
    await recordAudit(tx, {
      actor,
      at: now,
      action: "bookingRule.create",
      entity: "booking_rule",
      entityId: saved!.id,
      parkId,
      before: null,
      after: created,
    });
    return saved!;
  });
}

/**
 * `admin.rules.remove`: deletes a type's or a season's row, audited; its fields fall through to the less specific
 * rows at once. The park-wide row is the default every type falls back to and is not removed (its fields are
 * edited instead): without it the park would have no booking window and no maximum stay at all.
 */
export async function removeStayRule(
  db: Db,
  input: { parkId: string; ruleId: string },
  actor: Actor,
  now: Date,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: parks.id }).from(parks).where(eq(parks.id, input.parkId)).for("update");
    const [current] = await tx
      .select(ruleColumns)
      .from(bookingRules)
      .where(and(eq(bookingRules.id, input.ruleId), eq(bookingRules.parkId, input.parkId)));
    if (!current) throw new AppError("NOT_FOUND", RULE_NOT_FOUND);
    if (current.campsiteTypeId === null && current.seasonId === null) {
      const parkWide = await tx
        .select({ id: bookingRules.id })
        .from(bookingRules)
        .where(
          and(
            eq(bookingRules.parkId, input.parkId),
            isNull(bookingRules.campsiteTypeId),
            isNull(bookingRules.seasonId),
          ),
        );
      // A second park-wide row (from before one row per scope) may go; the last one stays.
      if (parkWide.length < 2) {
        throw new AppError(
          "INVALID_INPUT",
          "The park-wide rule is the default every site type falls back to. Change its values instead of removing it.",
        );
      }
    }
    await tx.delete(bookingRules).where(eq(bookingRules.id, current.id));
    const { id: _id, parkId: _parkId, ...before } = current;
    await recordAudit(tx, {
      actor,
      at: now,
      action: "bookingRule.remove",
      entity: "booking_rule",
      entityId: current.id,
      parkId: input.parkId,
      before,
      after: null,
    });
    return { ok: true as const };
  });
}
