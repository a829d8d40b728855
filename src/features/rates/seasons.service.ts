import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { formatDay } from "@/lib/date-format";
import { nightsBetween } from "@/lib/stay-dates";
import { type Actor, recordSaveAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { parks, seasons } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type SeasonRow = {
  id: string;
  parkId: string;
  name: string;
  start: string;
  end: string;
  /** ×1.15 is 1.15; null: the park's weekend factor applies. */
  weekendFactor: number | null;
};

const columns = {
  id: seasons.id,
  parkId: seasons.parkId,
  name: seasons.name,
  start: seasons.startDate,
  end: seasons.endDate,
  weekendFactorBp: seasons.weekendFactorBp,
};

const toRow = ({
  weekendFactorBp,
  ...row
}: { weekendFactorBp: number | null } & Omit<SeasonRow, "weekendFactor">) => ({
  ...row,
  weekendFactor: weekendFactorBp === null ? null : weekendFactorBp / 10_000,
});

/** `admin.seasons.list`: a park's seasons of every year, by start. */
export async function listSeasons(db: Db, parkId: string): Promise<SeasonRow[]> {
  const rows = await db
    .select(columns)
    .from(seasons)
    .where(eq(seasons.parkId, parkId))
    .orderBy(asc(seasons.startDate));
  return rows.map(toRow);
}

/**
 * `admin.seasons.upsert` (decision 0060): a season of any year, its dates (the first and last night, at most a
 * year) and its own weekend factor (null: the park's). Seasons of a park never overlap — a night belongs to one
 * season, whose rates and rules price it. Audited; the guest search sees it at once (the inventory's stamp).
 */
export async function upsertSeason(
  db: Db,
  input: {
    parkId: string;
    id?: string;
    name: string;
    start: string;
    end: string;
    weekendFactor?: number | null;
  },
  actor: Actor,
  now: Date,
): Promise<SeasonRow> {
  if (input.end < input.start) {
    throw new AppError("INVALID_INPUT", "The last night must be on or after the first.", { field: "end" });
  }
  if (nightsBetween(input.start, input.end) >= 366) {
    throw new AppError("INVALID_INPUT", "A season is at most a year long.", { field: "end" });
  }
  return db.transaction(async (tx) => {
    // One writer of a park's seasons at a time, so two overlapping seasons cannot both be saved.
    const [park] = await tx
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.id, input.parkId))
      .for("update");
    if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
    const existing = await tx.select(columns).from(seasons).where(eq(seasons.parkId, input.parkId));
    const current = input.id ? existing.find((row) => row.id === input.id) : undefined;
    if (input.id && !current) throw new AppError("NOT_FOUND", "This season does not exist at this park.");
    const clash = existing.find(
      (row) => row.id !== input.id && row.start <= input.end && input.start <= row.end,
    );
    if (clash) {
      throw new AppError(
        "INVALID_INPUT",
        `${clash.name} already covers ${formatDay(clash.start)} – ${formatDay(clash.end)}: seasons cannot overlap.`,
        { field: "start" },
      );
    }
    const values = {
      name: input.name,
      startDate: input.start,
      endDate: input.end,
      weekendFactorBp:
        input.weekendFactor === undefined
          ? (current?.weekendFactorBp ?? null)
          : input.weekendFactor === null
            ? null
            : Math.round(input.weekendFactor * 10_000),
      updatedAt: now,
    };
    const [saved] = current
      ? await tx
          .update(seasons)
          .set(values)
          .where(and(eq(seasons.id, current.id), eq(seasons.parkId, input.parkId)))
          .returning(columns)
      : await tx
          .insert(seasons)
          .values({ parkId: input.parkId, ...values, createdAt: now })
          .returning(columns);
    await recordSaveAudit(tx, { current, saved: saved!, actor, at: now, action: "season", entity: "season" });
    return toRow(saved!);
  });
}
