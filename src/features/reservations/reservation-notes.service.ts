import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { reservationNotes, reservations, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** A staff note on a stay, as the desk reads it: who wrote it and when, pinned or not. */
export type ReservationNote = {
  id: string;
  reservationId: string;
  text: string;
  pinned: boolean;
  at: Date;
  author: string | null;
};

const noteColumns = {
  id: reservationNotes.id,
  reservationId: reservationNotes.reservationId,
  text: reservationNotes.text,
  pinned: reservationNotes.pinned,
  at: reservationNotes.createdAt,
  author: users.name,
};

/**
 * `admin.reservations.addNote` (decision 0059): a staff-only note on a stay, pinned to show on the grid and Today;
 * audited. Notes are never edited: a correction is a new note.
 */
export async function addReservationNote(
  db: Db,
  input: { reservationId: string; text: string; pinned: boolean },
  actor: Actor,
  now: Date,
): Promise<ReservationNote> {
  return db.transaction(async (tx) => {
    const [stay] = await tx
      .select({ parkId: reservations.parkId })
      .from(reservations)
      .where(eq(reservations.id, input.reservationId));
    if (!stay) throw new AppError("NOT_FOUND", "This reservation does not exist.");
    const [note] = await tx
      .insert(reservationNotes)
      .values({
        reservationId: input.reservationId,
        authorUserId: actor.userId,
        text: input.text,
        pinned: input.pinned,
        createdAt: now,
      })
      .returning({ id: reservationNotes.id });
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reservation.note",
      entity: "reservation",
      entityId: input.reservationId,
      parkId: stay.parkId,
      after: { note: input.text, pinned: input.pinned },
    });
    const [saved] = await tx
      .select(noteColumns)
      .from(reservationNotes)
      .leftJoin(users, eq(users.id, reservationNotes.authorUserId))
      .where(eq(reservationNotes.id, note!.id));
    return saved!;
  });
}

/** The notes of some stays, oldest first (`pinnedOnly`: those the grid and Today show). */
export async function notesOf(
  db: Db,
  reservationIds: readonly string[],
  options: { pinnedOnly?: boolean } = {},
): Promise<ReservationNote[]> {
  if (reservationIds.length === 0) return [];
  return db
    .select(noteColumns)
    .from(reservationNotes)
    .leftJoin(users, eq(users.id, reservationNotes.authorUserId))
    .where(
      and(
        inArray(reservationNotes.reservationId, [...reservationIds]),
        options.pinnedOnly ? eq(reservationNotes.pinned, true) : undefined,
      ),
    )
    .orderBy(asc(reservationNotes.createdAt), asc(reservationNotes.id));
}
