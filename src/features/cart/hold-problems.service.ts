import "server-only";
import { claimedSites, onlyTaken } from "@/features/availability/server";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { extendedHoldUntil } from "./cart-holds.service";
import { type AddItemInput, planAddItem } from "./cart-items.service";

/**
 * Why an expired cart item cannot simply be held again (api.md `CartItem.holdProblem`), in the camper's words, with
 * what can be done: hold the next free site of its type for the same stay, or — nothing being free only because
 * sites are taken — watch for one (an availability alert).
 */
export type HoldProblem = {
  reason: "SITE_TAKEN" | "HOLD_LIMIT_REACHED";
  message: string;
  nextFreeSite: { id: string; name: string } | null;
  /** Nothing of the type is free only because its sites are taken: an alert can be served. */
  canWatch: boolean;
};

type ExpiredItem = {
  id: string;
  parkId: string;
  campsiteTypeId: string;
  campsiteId: string;
  campsiteName: string;
  siteLocked: boolean;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  pets: number;
  equipment: unknown;
  holdExpiresAt: Date;
  createdAt: Date;
};

/**
 * The problems of the cart's expired items, by item id: past its 2 hours, or its site taken by someone else since
 * the hold ran out. An expired item whose site is still free has none (extending holds it again). Reads only, and
 * only for expired items.
 */
export async function holdProblems(
  db: Db,
  items: readonly ExpiredItem[],
  now: Date,
): Promise<Map<string, HoldProblem>> {
  const problems = new Map<string, HoldProblem>();
  for (const item of items) {
    if (item.holdExpiresAt > now) continue;
    if (extendedHoldUntil(item, now) <= now) {
      problems.set(item.id, {
        reason: "HOLD_LIMIT_REACHED",
        message:
          "We held this stay for 2 hours, the longest we hold a site, so it went back on sale. Remove it and add it again from the park page if it is still free.",
        nextFreeSite: null,
        canWatch: false,
      });
      continue;
    }
    const stay = { start: item.arrival, end: item.departure };
    const taken = await claimedSites(db, {
      parkId: item.parkId,
      campsiteIds: [item.campsiteId],
      stay,
      now,
    });
    if (!taken.has(item.campsiteId)) continue;
    const message = item.siteLocked
      ? `Site ${item.campsiteName} was booked by someone else after your hold ran out.`
      : "The site we were holding for you was booked by someone else after your hold ran out.";
    problems.set(item.id, { reason: "SITE_TAKEN", message, ...(await nextFreeSite(db, item, now)) });
  }
  return problems;
}

/** The best-fit free site of the item's type for its stay, party and rig; or, with none, whether to watch. */
async function nextFreeSite(
  db: Db,
  item: ExpiredItem,
  now: Date,
): Promise<Pick<HoldProblem, "nextFreeSite" | "canWatch">> {
  try {
    const plan = await planAddItem(
      db,
      {
        parkId: item.parkId,
        campsiteTypeId: item.campsiteTypeId,
        dates: { start: item.arrival, end: item.departure },
        guests: { adults: item.adults, children: item.children, pets: item.pets },
        ...(item.equipment ? { equipment: item.equipment as AddItemInput["equipment"] } : {}),
      },
      { now },
    );
    const [site] = plan.candidates;
    return { nextFreeSite: site ? { id: site.id, name: site.name } : null, canWatch: !site };
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== "CONFLICT" && error.code !== "NOT_FOUND"))
      throw error;
    const reasons = (error.details?.failureReasons ?? []) as { id: string; message: string }[];
    return { nextFreeSite: null, canWatch: error.code === "CONFLICT" && onlyTaken(reasons) };
  }
}
