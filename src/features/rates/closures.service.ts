import "server-only";
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { FAILURE_MESSAGES } from "@/features/availability/server";
import {
  type AffectedReservation,
  assertTypeOfPark,
  keptReservationsNote,
  reservationsAffected,
  setupPark,
} from "@/features/parks/server";
import { type Actor, recordAudit, recordSaveAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { campsiteTypes, closures } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { TClosure, TClosureListed, TClosureUpsertInput } from "./rules.schemas";

const CLOSURE_NOT_FOUND = "This closure does not exist.";

/** How many past closures the Rules screen lists (the newest first); the audit log keeps every one. */
const PAST_CLOSURES_SHOWN = 20;

type ClosureSaved =
  | { saved: false; affected: AffectedReservation[] }
  | (TClosure & { saved: true; affected: AffectedReservation[] });

const closureColumns = {
  id: closures.id,
  parkId: closures.parkId,
  campsiteTypeId: closures.campsiteTypeId,
  kind: closures.kind,
  startDate: closures.startDate,
  endDate: closures.endDate,
  reason: closures.reason,
  visibleMessage: closures.visibleMessage,
};

type ClosureRow = {
  id: string;
  parkId: string;
  campsiteTypeId: string | null;
  kind: "closed" | "phone_only";
  startDate: string;
  endDate: string;
  reason: string;
  visibleMessage: string | null;
};

const closureOf = ({ startDate, endDate, ...row }: ClosureRow): TClosure => ({
  ...row,
  dates: { start: startDate, end: endDate },
});

/** What guests read on a closure's nights: its own words, else the rule's standard message. */
const guestMessageOf = (closure: Pick<ClosureRow, "kind" | "visibleMessage">) =>
  closure.visibleMessage ??
  (closure.kind === "closed"
    ? FAILURE_MESSAGES.RESORT_CLOSED(null)
    : FAILURE_MESSAGES.CANNOT_RESERVE_ONLINE());

/** The reservations a `closed` closure would leave on its nights from today on (none for phone-only nights). */
function reservationsUnder(
  db: Db,
  closure: Pick<ClosureRow, "parkId" | "campsiteTypeId" | "kind" | "startDate" | "endDate">,
  today: string,
): Promise<AffectedReservation[]> {
  if (closure.kind !== "closed" || closure.endDate <= today) return Promise.resolve([]);
  return reservationsAffected(db, {
    parkId: closure.parkId,
    campsiteTypeId: closure.campsiteTypeId,
    from: closure.startDate > today ? closure.startDate : today,
    to: closure.endDate,
  });
}

/**
 * The park's closures for the Rules screen: upcoming ones (a night from today on) by first night, each `closed` one
 * with the reservations still booked on its nights; and the latest past ones.
 */
export async function listClosures(
  db: Db,
  parkId: string,
  today: string,
): Promise<{ upcoming: TClosureListed[]; past: TClosureListed[] }> {
  const select = () =>
    db
      .select({ ...closureColumns, campsiteTypeName: campsiteTypes.name })
      .from(closures)
      .leftJoin(campsiteTypes, eq(campsiteTypes.id, closures.campsiteTypeId));
  const [upcoming, past] = await Promise.all([
    select()
      .where(and(eq(closures.parkId, parkId), gt(closures.endDate, today)))
      .orderBy(asc(closures.startDate), asc(closures.id)),
    select()
      .where(and(eq(closures.parkId, parkId), lte(closures.endDate, today)))
      .orderBy(desc(closures.startDate), asc(closures.id))
      .limit(PAST_CLOSURES_SHOWN),
  ]);
  const listed = async ({ campsiteTypeName, ...row }: ClosureRow & { campsiteTypeName: string | null }) => ({
    ...closureOf(row),
    campsiteTypeName,
    guestMessage: guestMessageOf(row),
    reservationsKept: await reservationsUnder(db, row, today),
  });
  return { upcoming: await Promise.all(upcoming.map(listed)), past: await Promise.all(past.map(listed)) };
}

/** The park of a closure, or null when there is no such closure (for the caller's scope check). */
export async function parkOfClosure(db: Db, closureId: string): Promise<string | null> {
  const [row] = await db.select({ parkId: closures.parkId }).from(closures).where(eq(closures.id, closureId));
  return row?.parkId ?? null;
}

/**
 * `admin.closures.upsert`: creates a closure of the park or of one type, or replaces a closure's fields, audited.
 * A `closed` closure over confirmed reservations lists them and saves only when staff confirm; they stay booked
 * (the engine checks new bookings only) for staff to move or cancel from the reservation screens. Guests see the
 * nights closed, with the closure's message, on the next request (the closures trigger bumps the inventory stamp).
 */
export async function upsertClosure(
  db: Db,
  input: TClosureUpsertInput,
  actor: Actor,
  now: Date,
): Promise<ClosureSaved> {
  const { parkId, id, confirm, dates, ...fields } = input;
  const park = await setupPark(db, parkId, now);
  const [current] = id
    ? await db
        .select(closureColumns)
        .from(closures)
        .where(and(eq(closures.id, id), eq(closures.parkId, parkId)))
    : [];
  if (id && !current) throw new AppError("NOT_FOUND", CLOSURE_NOT_FOUND);
  if (fields.campsiteTypeId) await assertTypeOfPark(db, parkId, fields.campsiteTypeId);
  const next: ClosureRow = {
    id: current?.id ?? "",
    parkId,
    ...fields,
    startDate: dates.start,
    endDate: dates.end,
  };
  const changes = current ? changedFields(current, next) : null;
  if (current && !changes) return { saved: true, ...closureOf(current), affected: [] };
  if (dates.end <= park.today) {
    throw new AppError(
      "INVALID_INPUT",
      "These nights are over. A closure must include tonight or a later night.",
      { field: "dates.end" },
    );
  }
  const affected = await reservationsUnder(db, next, park.today);
  if (affected.length > 0 && !confirm) return { saved: false, affected };

  return db.transaction(async (tx) => {
    const values = { ...fields, startDate: dates.start, endDate: dates.end, updatedAt: now };
    const [saved] = current
      ? await tx.update(closures).set(values).where(eq(closures.id, current.id)).returning(closureColumns)
      : await tx
          .insert(closures)
          .values({ parkId, ...values, createdAt: now })
          .returning(closureColumns);
    await recordSaveAudit(tx, {
      current,
      saved: saved!,
      actor,
      at: now,
      action: "closure",
      entity: "closure",
      reason: keptReservationsNote("Closed", affected),
    });
    return { saved: true as const, ...closureOf(saved!), affected };
  });
}

/** `admin.closures.remove`: the nights open again (or bookable online again) on the next request, audited. */
export async function removeClosure(
  db: Db,
  input: { parkId: string; closureId: string },
  actor: Actor,
  now: Date,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(closures)
      .where(and(eq(closures.id, input.closureId), eq(closures.parkId, input.parkId)))
      .returning(closureColumns);
    if (!removed) throw new AppError("NOT_FOUND", CLOSURE_NOT_FOUND);
    const { id: _id, parkId: _parkId, ...before } = removed;
    await recordAudit(tx, {
      actor,
      at: now,
      action: "closure.remove",
      entity: "closure",
      entityId: removed.id,
      parkId: input.parkId,
      before,
      after: null,
    });
    return { ok: true as const };
  });
}
