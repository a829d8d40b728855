import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { memberEventColumns } from "@/features/membership/server";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { membershipEventParks, membershipEvents, parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { TMemberEventInput, TMemberEventRow } from "./content-setup.schemas";
import { eventRunningAt } from "./content-showing";

/** `admin.content.listMemberEvents`: every member event, latest start first, the one members see now marked. */
export async function listMemberEvents(db: Db, now: Date): Promise<TMemberEventRow[]> {
  const [events, links] = await Promise.all([
    db.select(memberEventColumns).from(membershipEvents).orderBy(desc(membershipEvents.startsAt)),
    db.select().from(membershipEventParks),
  ]);
  const running = eventRunningAt(events, now);
  return events.map((event) => ({
    ...event,
    parkIds: links
      .filter((link) => link.eventId === event.id)
      .map((link) => link.parkId)
      .sort(),
    runningNow: event.id === running,
  }));
}

/**
 * `admin.content.upsertMemberEvent`: a new member event or an edit with its eligible parks, audited. Members'
 * prices (search, cart) read the running event on every request.
 */
export async function upsertMemberEvent(
  db: Db,
  input: TMemberEventInput,
  actor: Actor,
  now: Date,
): Promise<TMemberEventRow> {
  const parkIds = [...new Set(input.parkIds)].sort();
  const known = await db.select({ id: parks.id }).from(parks).where(inArray(parks.id, parkIds));
  if (known.length !== parkIds.length) throw new AppError("NOT_FOUND", "This park does not exist.");
  const { id, parkIds: _, ...fields } = input;
  const savedId = await db.transaction(async (tx) => {
    if (!id) {
      const [created] = await tx
        .insert(membershipEvents)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning({ id: membershipEvents.id });
      await tx
        .insert(membershipEventParks)
        .values(parkIds.map((parkId) => ({ eventId: created!.id, parkId })));
      await recordAudit(tx, {
        actor,
        at: now,
        action: "memberEvent.create",
        entity: "membership_event",
        entityId: created!.id,
        parkId: null,
        after: { ...fields, parkIds },
      });
      return created!.id;
    }
    const [current] = await tx
      .select({
        name: membershipEvents.name,
        description: membershipEvents.description,
        startsAt: membershipEvents.startsAt,
        endsAt: membershipEvents.endsAt,
        discountBp: membershipEvents.discountBp,
      })
      .from(membershipEvents)
      .where(eq(membershipEvents.id, id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", "This member event does not exist.");
    const currentParks = (
      await tx
        .select({ parkId: membershipEventParks.parkId })
        .from(membershipEventParks)
        .where(eq(membershipEventParks.eventId, id))
    )
      .map((link) => link.parkId)
      .sort();
    const changes = changedFields({ ...current, parkIds: currentParks }, { ...fields, parkIds });
    if (!changes) return id;
    await tx
      .update(membershipEvents)
      .set({ ...fields, updatedAt: now })
      .where(eq(membershipEvents.id, id));
    await tx.delete(membershipEventParks).where(eq(membershipEventParks.eventId, id));
    await tx.insert(membershipEventParks).values(parkIds.map((parkId) => ({ eventId: id, parkId })));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "memberEvent.update",
      entity: "membership_event",
      entityId: id,
      parkId: null,
      before: changes.before,
      after: changes.after,
    });
    return id;
  });
  const events = await listMemberEvents(db, now);
  return events.find((event) => event.id === savedId)!;
}
