import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { isUniqueViolationOf } from "@/features/parks/server";
import { todayIn } from "@/lib/stay-dates";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { parks, promoCodes } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { promoCodeStatus } from "./promo-code-status";
import type { TPromoCodeInput, TPromoCodeRow } from "./promotions.schemas";

type PromoCodeRecord = typeof promoCodes.$inferSelect;

/** Missing and out of scope read alike: the message must not tell that the id is real at another park. */
export const PROMO_CODE_NOT_FOUND = "This promo code does not exist.";

/** What the console edits of a code, as audit entries compare it. */
const editableOf = (row: PromoCodeRecord) => ({
  code: row.code,
  description: row.description,
  parkId: row.parkId,
  discountType: row.discountType,
  value: row.value,
  bookableFrom: row.bookableFrom,
  bookableUntil: row.bookableUntil,
  stayFrom: row.stayFrom,
  stayUntil: row.stayUntil,
  minNights: row.minNights,
  usageLimit: row.usageLimit,
  active: row.active,
});

/**
 * "Today" for each code: the park's date for a park's code; for a code valid everywhere, the earliest date among
 * the parks (a code still usable at some park does not read expired).
 */
async function todayOfCodes(db: Db, now: Date): Promise<(parkId: string | null) => string> {
  const rows = await db.select({ id: parks.id, timeZone: parks.timeZone }).from(parks);
  const byPark = new Map(rows.map((park) => [park.id, todayIn(park.timeZone, now)]));
  const earliest = [...byPark.values()].sort()[0] ?? now.toISOString().slice(0, 10);
  return (parkId) => (parkId ? (byPark.get(parkId) ?? earliest) : earliest);
}

function rowOf(record: PromoCodeRecord, today: string): TPromoCodeRow {
  return {
    id: record.id,
    code: record.code,
    description: record.description,
    parkId: record.parkId,
    discountType: record.discountType,
    value: record.value,
    bookableFrom: record.bookableFrom,
    bookableUntil: record.bookableUntil,
    stayFrom: record.stayFrom,
    stayUntil: record.stayUntil,
    minNights: record.minNights,
    usageLimit: record.usageLimit,
    timesUsed: record.timesUsed,
    active: record.active,
    status: promoCodeStatus(record, today),
  };
}

/** `admin.promoCodes.list`: the codes of the given parks and those valid everywhere, by code. */
export async function listPromoCodes(
  db: Db,
  scope: { parkIds: readonly string[] | null },
  now: Date,
): Promise<TPromoCodeRow[]> {
  const [records, todayOf] = await Promise.all([
    db.select().from(promoCodes).orderBy(asc(promoCodes.code)),
    todayOfCodes(db, now),
  ]);
  return records
    .filter(
      (record) => scope.parkIds === null || record.parkId === null || scope.parkIds.includes(record.parkId),
    )
    .map((record) => rowOf(record, todayOf(record.parkId)));
}

/** The park of a code (null: every park), or undefined when there is no such code. */
export async function parkOfPromoCode(db: Db, promoCodeId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ parkId: promoCodes.parkId })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  return row ? row.parkId : undefined;
}

const fieldError = (field: string, message: string) => new AppError("INVALID_INPUT", message, { field });
const codeTaken = (code: string) => fieldError("code", `There is already a code ${code}. Choose another.`);

/** Checks an edit against what the code has been through: its uses so far. */
function checkAgainstUses(current: PromoCodeRecord, input: TPromoCodeInput): void {
  if (current.timesUsed > 0 && input.code !== current.code) {
    // Orders show the code they were placed with by joining this row: renaming it would rewrite them.
    throw fieldError(
      "code",
      `${current.code} has been used ${current.timesUsed} times, so its code stays. Archive it and add a new one.`,
    );
  }
  if (input.usageLimit !== null && input.usageLimit < current.timesUsed) {
    throw fieldError(
      "usageLimit",
      `This code has been used ${current.timesUsed} times already: allow at least ${current.timesUsed} uses.`,
    );
  }
}

/**
 * `admin.promoCodes.upsert`: a new code (without `id`) or an edit, audited with the fields that changed. Guests'
 * carts re-check their codes on every read (cart/promo-codes.ts), so an edit applies to the next cart request.
 */
export async function upsertPromoCode(
  db: Db,
  input: TPromoCodeInput,
  actor: Actor,
  now: Date,
): Promise<TPromoCodeRow> {
  if (input.parkId) {
    const [park] = await db.select({ id: parks.id }).from(parks).where(eq(parks.id, input.parkId));
    if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
  }
  const [taken] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, input.code), input.id ? ne(promoCodes.id, input.id) : undefined));
  if (taken) throw codeTaken(input.code);

  const { id, ...fields } = input;
  const todayOf = await todayOfCodes(db, now);
  try {
    return await db.transaction(async (tx) => {
      if (!id) {
        const [created] = await tx
          .insert(promoCodes)
          .values({ ...fields, createdAt: now, updatedAt: now })
          .returning();
        await recordAudit(tx, {
          actor,
          at: now,
          action: "promoCode.create",
          entity: "promo_code",
          entityId: created!.id,
          parkId: created!.parkId,
          after: editableOf(created!),
        });
        return rowOf(created!, todayOf(created!.parkId));
      }
      const [current] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
      if (!current) throw new AppError("NOT_FOUND", PROMO_CODE_NOT_FOUND);
      checkAgainstUses(current, input);
      const changes = changedFields(editableOf(current), { ...editableOf(current), ...fields });
      if (!changes) return rowOf(current, todayOf(current.parkId));
      const [saved] = await tx
        .update(promoCodes)
        .set({ ...fields, updatedAt: now })
        .where(eq(promoCodes.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        at: now,
        action: "promoCode.update",
        entity: "promo_code",
        entityId: id,
        parkId: saved!.parkId,
        before: changes.before,
        after: changes.after,
      });
      return rowOf(saved!, todayOf(saved!.parkId));
    });
  } catch (error) {
    // Two staff saving the same new code at once: the second reads as the check above would have told it.
    if (isUniqueViolationOf(error, "promo_codes_code_unique")) throw codeTaken(input.code);
    throw error;
  }
}

/**
 * `admin.promoCodes.archive`: an archived code no longer applies (a cart holding it shows why and drops the
 * discount); it is never deleted, as orders keep pointing at it. `archived: false` brings it back.
 */
export async function archivePromoCode(
  db: Db,
  input: { promoCodeId: string; archived: boolean },
  actor: Actor,
  now: Date,
): Promise<TPromoCodeRow> {
  const todayOf = await todayOfCodes(db, now);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, input.promoCodeId))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", PROMO_CODE_NOT_FOUND);
    const active = !input.archived;
    if (current.active === active) return rowOf(current, todayOf(current.parkId));
    const [saved] = await tx
      .update(promoCodes)
      .set({ active, updatedAt: now })
      .where(eq(promoCodes.id, current.id))
      .returning();
    await recordAudit(tx, {
      actor,
      at: now,
      action: input.archived ? "promoCode.archive" : "promoCode.restore",
      entity: "promo_code",
      entityId: current.id,
      parkId: current.parkId,
      before: { active: current.active },
      after: { active },
    });
    return rowOf(saved!, todayOf(saved!.parkId));
  });
}
