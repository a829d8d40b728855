import "server-only";
import { and, asc, eq, gt, inArray, lt, lte, or } from "drizzle-orm";
import type { Equipment } from "@/features/availability/server";
import { type AddItemInput, claimPlannedItem, planAddItem } from "@/features/cart/server";
import { formatInstantTime } from "@/lib/date-format";
import { stayOfColumns } from "@/lib/stay-columns";
import { addDays } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { alertOffers, availabilityAlerts, campsites, campsiteTypes, parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { endJobLease, takeJobLease } from "@/server/jobs/job-lease";
import { enqueueMail } from "@/server/mail/outbox";
import { renderOfferLapsedMail, renderOfferMail } from "./alert-mail";
import { newAlertToken } from "./alert-tokens";
import { OFFER_HOLD_MS } from "./alerts.schemas";
import { alertLinks, PENDING_ALERT_MS, stayOf } from "./alerts.service";

/** The lease that keeps one matcher at a time across app processes (fair order needs one reader of the line). */
export const ALERT_MATCHING_LEASE = "alert-matching";
const LEASE_MS = 5 * 60_000;
/** Alerts read at a time, oldest first; a pass reads the whole line page by page, renewing its lease. */
const ALERTS_PER_PAGE = 500;

export type MatchingOutcome = { ran: boolean; offered: number; lapsed: number; ended: number };

/** An alert stopped or answered since the pass read it: its offer must not be written. */
class AlertMoved extends Error {}

/**
 * One pass of the alerts' matching (a background job on every app process; the lease lets one run at a time):
 * 1. open offers past their 15 minutes lapse: the alert ends and its guest is told; the expired hold no longer
 *    keeps anyone off the site, so it passes on in step 3 of this same pass;
 * 2. alerts whose arrival has come end;
 * 3. the alerts still watching, in the order they were made, are each offered a site the engine finds free for
 *    their stay, party and rig (at their type, or the cheapest type that has one): a cart of its own holds it for
 *    15 minutes through the claims' one service — so the exclusion constraint keeps two guests off one site, and a
 *    site someone else took is never offered — with the offer row and its e-mail in the same transaction.
 */
export async function runAlertMatching(
  db: Db,
  context: { now: Date; appUrl: string; holder: string },
): Promise<MatchingOutcome> {
  const lease = { name: ALERT_MATCHING_LEASE, holder: context.holder };
  if (!(await takeJobLease(db, { ...lease, now: context.now, ttlMs: LEASE_MS }))) {
    return { ran: false, offered: 0, lapsed: 0, ended: 0 };
  }
  try {
    const lapsed = await lapseOffers(db, context);
    const ended = await endPastAlerts(db, context.now);
    const offered = await offerFreedSites(db, context, () =>
      takeJobLease(db, { ...lease, now: context.now, ttlMs: LEASE_MS }),
    );
    return { ran: true, offered, lapsed, ended };
  } finally {
    await endJobLease(db, lease);
  }
}

async function lapseOffers(db: Db, context: { now: Date; appUrl: string }): Promise<number> {
  const due = await db
    .select({
      offer: alertOffers,
      alert: availabilityAlerts,
      parkName: parks.displayName,
      parkSlug: parks.slug,
      typeName: campsiteTypes.name,
    })
    .from(alertOffers)
    .innerJoin(availabilityAlerts, eq(availabilityAlerts.id, alertOffers.alertId))
    .innerJoin(parks, eq(parks.id, availabilityAlerts.parkId))
    .leftJoin(campsiteTypes, eq(campsiteTypes.id, availabilityAlerts.campsiteTypeId))
    .where(and(eq(alertOffers.status, "open"), lte(alertOffers.expiresAt, context.now)));
  let lapsed = 0;
  for (const { offer, alert, parkName, parkSlug, typeName } of due) {
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(alertOffers)
        .set({ status: "lapsed" })
        .where(and(eq(alertOffers.id, offer.id), eq(alertOffers.status, "open")))
        .returning({ id: alertOffers.id });
      if (!done) return; // claimed at the last moment
      lapsed += 1;
      await tx
        .update(availabilityAlerts)
        .set({ status: "lapsed", updatedAt: context.now })
        .where(and(eq(availabilityAlerts.id, alert.id), eq(availabilityAlerts.status, "offered")));
      const watchAgain = `${context.appUrl}/${parkSlug}?start=${alert.arrival}&end=${alert.departure}&adults=${alert.adults}&children=${alert.children}&pets=${alert.pets}`;
      await enqueueMail(
        tx,
        {
          to: alert.email,
          ...renderOfferLapsedMail(stayOf(alert, parkName, typeName), { watchAgain }),
          template: "alert-offer-lapsed",
        },
        context.now,
      );
    });
  }
  return lapsed;
}

/**
 * Alerts whose arrival day has come can no longer be offered anything (the day before, in any time zone), and an
 * alert never confirmed ends after two days (so it stops counting against its address's limit).
 */
async function endPastAlerts(db: Db, now: Date): Promise<number> {
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const ended = await db
    .update(availabilityAlerts)
    .set({ status: "lapsed", updatedAt: now })
    .where(
      or(
        and(
          inArray(availabilityAlerts.status, ["pending", "active"]),
          lt(availabilityAlerts.arrival, yesterday),
        ),
        and(
          eq(availabilityAlerts.status, "pending"),
          lte(availabilityAlerts.createdAt, new Date(now.getTime() - PENDING_ALERT_MS)),
        ),
      ),
    )
    .returning({ id: availabilityAlerts.id });
  return ended.length;
}

async function offerFreedSites(
  db: Db,
  context: { now: Date; appUrl: string },
  renewLease: () => Promise<boolean>,
): Promise<number> {
  // Stays found sold out in this pass are not asked again for a later alert wanting the same.
  const soldOut = new Set<string>();
  const parkTypes = new Map<string, { id: string; name: string }[]>();
  let offered = 0;
  let after = 0;
  for (;;) {
    const waiting = await waitingAfter(db, after);
    for (const entry of waiting) offered += await offerTo(db, context, entry, { soldOut, parkTypes });
    if (waiting.length < ALERTS_PER_PAGE || !(await renewLease())) return offered;
    after = waiting.at(-1)!.alert.position;
  }
}

/** The next page of the line: watching alerts after `position`, in the order they were made. */
function waitingAfter(db: Db, position: number) {
  return db
    .select({
      alert: availabilityAlerts,
      parkName: parks.displayName,
      timeZone: parks.timeZone,
      typeName: campsiteTypes.name,
    })
    .from(availabilityAlerts)
    .innerJoin(parks, eq(parks.id, availabilityAlerts.parkId))
    .leftJoin(campsiteTypes, eq(campsiteTypes.id, availabilityAlerts.campsiteTypeId))
    .where(and(eq(availabilityAlerts.status, "active"), gt(availabilityAlerts.position, position)))
    .orderBy(asc(availabilityAlerts.position))
    .limit(ALERTS_PER_PAGE);
}

type Waiting = Awaited<ReturnType<typeof waitingAfter>>[number];

/** Offers one watching alert a site when the engine finds one free for it: 1 when offered, else 0. */
async function offerTo(
  db: Db,
  context: { now: Date; appUrl: string },
  { alert, parkName, timeZone, typeName }: Waiting,
  seen: { soldOut: Set<string>; parkTypes: Map<string, { id: string; name: string }[]> },
): Promise<number> {
  const { soldOut, parkTypes } = seen;
  const want = JSON.stringify([
    alert.parkId,
    alert.campsiteTypeId,
    alert.arrival,
    alert.departure,
    alert.adults,
    alert.children,
    alert.pets,
    alert.equipment,
  ]);
  if (soldOut.has(want)) return 0;
  let types = alert.campsiteTypeId
    ? [{ id: alert.campsiteTypeId, name: typeName ?? "" }]
    : parkTypes.get(alert.parkId);
  if (!types) {
    types = await db
      .select({ id: campsiteTypes.id, name: campsiteTypes.name })
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, alert.parkId));
    parkTypes.set(alert.parkId, types);
  }
  const candidates: {
    input: AddItemInput;
    typeName: string;
    plan: Awaited<ReturnType<typeof planAddItem>>;
  }[] = [];
  for (const type of types) {
    const input: AddItemInput = {
      parkId: alert.parkId,
      campsiteTypeId: type.id,
      ...stayOfColumns(alert),
      ...(alert.equipment ? { equipment: alert.equipment as Equipment } : {}),
    };
    try {
      candidates.push({
        input,
        typeName: type.name,
        plan: await planAddItem(db, input, { now: context.now }),
      });
    } catch (error) {
      if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) continue;
      throw error;
    }
  }
  // The cheapest stay first when any type will do.
  candidates.sort((a, b) => total(a.plan) - total(b.plan));
  for (const { input, typeName: offeredType, plan } of candidates) {
    const { token, hash } = newAlertToken();
    const expiresAt = new Date(context.now.getTime() + OFFER_HOLD_MS);
    try {
      await claimPlannedItem(db, plan, input, {
        now: context.now,
        userId: null,
        holdMs: OFFER_HOLD_MS,
        // The e-mail names the site: the stay claimed from it keeps that site (decision 0070).
        siteNamed: true,
        alongside: async (tx, claimed) => {
          const [still] = await tx
            .update(availabilityAlerts)
            .set({ status: "offered", updatedAt: context.now })
            .where(and(eq(availabilityAlerts.id, alert.id), eq(availabilityAlerts.status, "active")))
            .returning({ id: availabilityAlerts.id });
          if (!still) throw new AlertMoved();
          await tx.insert(alertOffers).values({
            alertId: alert.id,
            cartId: claimed.shoppingCartUuid,
            campsiteId: claimed.campsiteId,
            status: "open",
            tokenHash: hash,
            offeredAt: context.now,
            expiresAt,
          });
          const [site] = await tx
            .select({ name: campsites.name })
            .from(campsites)
            .where(eq(campsites.id, claimed.campsiteId));
          // The offer's own secret also stops the alert (alertByToken reads offer tokens too).
          const links = alertLinks(context.appUrl, token);
          const mail = renderOfferMail(
            { ...stayOf(alert, parkName, offeredType), siteName: site?.name ?? "A site" },
            {
              claim: `${context.appUrl}/alerts/claim/${token}`,
              stop: links.stop,
              until: formatInstantTime(expiresAt, timeZone, { zoneName: true }),
            },
          );
          await enqueueMail(tx, { to: alert.email, ...mail, template: "alert-offer" }, context.now);
        },
      });
      return 1;
    } catch (error) {
      if (error instanceof AlertMoved) return 0;
      if (error instanceof AppError && error.code === "CONFLICT") continue;
      throw error;
    }
  }
  soldOut.add(want);
  return 0;
}

const total = (plan: { nightlyPricesCents: number[] }) =>
  plan.nightlyPricesCents.reduce((sum, cents) => sum + cents, 0);
