import "server-only";
import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { membershipEventParks, membershipEvents } from "@/server/db/schema";
import type { MemberDiscountEvent } from "./member-discount";

/** A member event's own fields, as the member prices and the content screens read them. */
export const memberEventColumns = {
  id: membershipEvents.id,
  name: membershipEvents.name,
  description: membershipEvents.description,
  startsAt: membershipEvents.startsAt,
  endsAt: membershipEvents.endsAt,
  discountBp: membershipEvents.discountBp,
};

/** The member campaign running at `now` (the most recently started one), with its eligible parks as a map. */
export async function findActiveMembershipEvent(db: Db, now: Date) {
  const [event] = await db
    .select(memberEventColumns)
    .from(membershipEvents)
    .where(and(lte(membershipEvents.startsAt, now), gt(membershipEvents.endsAt, now)))
    .orderBy(desc(membershipEvents.startsAt))
    .limit(1);
  if (!event) return null;
  const parks = await db
    .select({ parkId: membershipEventParks.parkId })
    .from(membershipEventParks)
    .where(eq(membershipEventParks.eventId, event.id));
  return { ...event, eligibleParkIds: parks.map(({ parkId }) => parkId) };
}

/** The member discount that applies for a signed-in active member at `now`. */
export async function findMemberDiscountEvent(db: Db, now: Date): Promise<MemberDiscountEvent> {
  const event = await findActiveMembershipEvent(db, now);
  return event ? { discountBp: event.discountBp, eligibleParkIds: new Set(event.eligibleParkIds) } : null;
}
