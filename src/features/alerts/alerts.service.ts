import "server-only";
import { and, asc, count, desc, eq, gt, inArray, or } from "drizzle-orm";
import { releaseHold } from "@/features/availability/server";
import { stayOfColumns } from "@/lib/stay-columns";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import {
  alertOffers,
  availabilityAlerts,
  campsites,
  campsiteTypes,
  cartItems,
  parks,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { consumeRateLimit } from "@/server/rate-limit";
import { type AlertStay, renderAlertConfirmMail, renderAlertWatchingMail } from "./alert-mail";
import { hashAlertToken, newAlertToken } from "./alert-tokens";
import {
  ALERT_CREATE_RATE_LIMIT,
  ALERT_LINK_RATE_LIMIT,
  type Alert,
  type AlertCreateInput,
  type AlertLink,
  MAX_OPEN_ALERTS_PER_EMAIL,
} from "./alerts.schemas";

/** Alerts that are not over. */
export const OPEN_ALERT_STATUSES = ["pending", "active", "offered"] as const;
/** An unconfirmed alert ends after two days (the matching job ends it), and counts against the limit until then. */
export const PENDING_ALERT_MS = 48 * 60 * 60_000;

export const alertLinks = (appUrl: string, token: string) => ({
  confirm: `${appUrl}/alerts/confirm/${token}`,
  stop: `${appUrl}/alerts/stop/${token}`,
});

type Caller = { now: Date; appUrl: string; clientKey: string; user: { id: string; email: string } | null };

/**
 * `booking.alerts.create`: watch a park's type (or any type) for a stay, a party and a rig. A signed-in guest
 * watching with the account's own address starts at once; anyone else confirms the address from an e-mail first
 * (nothing is watched, and nothing more is sent, until then). At most 10 open alerts per address.
 */
export async function createAlert(
  db: Db,
  input: AlertCreateInput,
  caller: Caller,
): Promise<{ alertId: string; status: "pending" | "active" }> {
  await consumeRateLimit(db, `alert:${caller.clientKey}`, ALERT_CREATE_RATE_LIMIT, caller.now);
  const [park] = await db
    .select({ name: parks.displayName, timeZone: parks.timeZone })
    .from(parks)
    .where(and(eq(parks.id, input.parkId), eq(parks.active, true)));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist or is not open for booking.");
  let typeName: string | null = null;
  if (input.campsiteTypeId) {
    const [type] = await db
      .select({ name: campsiteTypes.name })
      .from(campsiteTypes)
      .where(and(eq(campsiteTypes.id, input.campsiteTypeId), eq(campsiteTypes.parkId, input.parkId)));
    if (!type) throw new AppError("NOT_FOUND", "This stay type is not offered at this park.");
    typeName = type.name;
  }
  if (input.dates.start < todayIn(park.timeZone, caller.now)) {
    throw new AppError("INVALID_INPUT", "Choose an arrival date from today on.", { field: "dates" });
  }
  const [open] = await db
    .select({ count: count() })
    .from(availabilityAlerts)
    .where(
      and(
        eq(availabilityAlerts.email, input.email),
        or(
          inArray(availabilityAlerts.status, ["active", "offered"]),
          and(
            eq(availabilityAlerts.status, "pending"),
            gt(availabilityAlerts.createdAt, new Date(caller.now.getTime() - PENDING_ALERT_MS)),
          ),
        ),
      ),
    );
  if ((open?.count ?? 0) >= MAX_OPEN_ALERTS_PER_EMAIL) {
    throw new AppError(
      "INVALID_INPUT",
      `This address already watches ${MAX_OPEN_ALERTS_PER_EMAIL} stays; stop one of them to add another.`,
      { field: "email" },
    );
  }

  const ownAddress = caller.user !== null && caller.user.email.toLowerCase() === input.email;
  const status = ownAddress ? "active" : "pending";
  const { token, hash } = newAlertToken();
  const stay: AlertStay = { parkName: park.name, typeName, dates: input.dates, guests: input.guests };
  const links = alertLinks(caller.appUrl, token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(availabilityAlerts)
      .values({
        parkId: input.parkId,
        campsiteTypeId: input.campsiteTypeId ?? null,
        arrival: input.dates.start,
        departure: input.dates.end,
        ...input.guests,
        equipment: input.equipment ?? null,
        email: input.email,
        userId: caller.user?.id ?? null,
        status,
        tokenHash: hash,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning({ id: availabilityAlerts.id });
    const mail = ownAddress ? renderAlertWatchingMail(stay, links) : renderAlertConfirmMail(stay, links);
    await enqueueMail(
      tx,
      { to: input.email, ...mail, template: ownAddress ? "alert-watching" : "alert-confirm" },
      caller.now,
    );
    return { alertId: row!.id, status };
  });
}

/**
 * The alert an e-mailed link names: its own secret (confirm and stop links), or one of its offers' (the offer
 * e-mail's stop link). Every miss gets the same answer.
 */
export async function alertByToken(db: Db, token: string) {
  const hash = hashAlertToken(token);
  const [offer] = await db
    .select({ alertId: alertOffers.alertId })
    .from(alertOffers)
    .where(eq(alertOffers.tokenHash, hash));
  const [alert] = await db
    .select({ alert: availabilityAlerts, parkName: parks.displayName, typeName: campsiteTypes.name })
    .from(availabilityAlerts)
    .innerJoin(parks, eq(parks.id, availabilityAlerts.parkId))
    .leftJoin(campsiteTypes, eq(campsiteTypes.id, availabilityAlerts.campsiteTypeId))
    .where(offer ? eq(availabilityAlerts.id, offer.alertId) : eq(availabilityAlerts.tokenHash, hash));
  if (!alert)
    throw new AppError("NOT_FOUND", "This alert link is not valid. Open it from the latest e-mail.");
  return alert;
}

/** `booking.alerts.confirm` (a visitor's e-mailed link): the alert starts watching; confirming twice is fine. */
export async function confirmAlert(
  db: Db,
  token: string,
  caller: Omit<Caller, "user">,
): Promise<{ status: Alert["status"] }> {
  await consumeRateLimit(db, `alert-link:${caller.clientKey}`, ALERT_LINK_RATE_LIMIT, caller.now);
  const { alert, parkName, typeName } = await alertByToken(db, token);
  if (alert.status !== "pending") return { status: alert.status };
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(availabilityAlerts)
      .set({ status: "active", updatedAt: caller.now })
      .where(and(eq(availabilityAlerts.id, alert.id), eq(availabilityAlerts.status, "pending")))
      .returning({ id: availabilityAlerts.id });
    if (started) {
      const stay = stayOf(alert, parkName, typeName);
      await enqueueMail(
        tx,
        {
          to: alert.email,
          ...renderAlertWatchingMail(stay, alertLinks(caller.appUrl, token)),
          template: "alert-watching",
        },
        caller.now,
      );
    }
    return { status: "active" as const };
  });
}

export function stayOf(
  alert: typeof availabilityAlerts.$inferSelect,
  parkName: string,
  typeName: string | null,
): AlertStay {
  return {
    parkName,
    typeName,
    ...stayOfColumns(alert),
  };
}

/** Ends an alert; an open offer's hold goes with it, so the site passes on at once. */
async function stopAlert(db: Db, alertId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The offer first, then the alert: the order a claim locks them in, so the two never wait on each other.
    const open = await tx
      .update(alertOffers)
      .set({ status: "lapsed" })
      .where(and(eq(alertOffers.alertId, alertId), eq(alertOffers.status, "open")))
      .returning({ cartId: alertOffers.cartId });
    await tx
      .update(availabilityAlerts)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(eq(availabilityAlerts.id, alertId), inArray(availabilityAlerts.status, [...OPEN_ALERT_STATUSES])),
      );
    for (const offer of open) {
      const items = await tx
        .delete(cartItems)
        .where(eq(cartItems.cartId, offer.cartId))
        .returning({ id: cartItems.id, parkId: cartItems.parkId });
      for (const item of items) await releaseHold(tx, { parkId: item.parkId, cartItemId: item.id });
    }
  });
}

/** `booking.alerts.cancel`: the signed-in owner by id, or anyone holding the e-mailed stop link. */
export async function cancelAlert(
  db: Db,
  target: { alertId: string; userId: string } | { token: string },
  caller: { now: Date; clientKey: string },
): Promise<void> {
  let alertId: string;
  if ("token" in target) {
    await consumeRateLimit(db, `alert-link:${caller.clientKey}`, ALERT_LINK_RATE_LIMIT, caller.now);
    alertId = (await alertByToken(db, target.token)).alert.id;
  } else {
    const [own] = await db
      .select({ id: availabilityAlerts.id })
      .from(availabilityAlerts)
      .where(and(eq(availabilityAlerts.id, target.alertId), eq(availabilityAlerts.userId, target.userId)));
    if (!own) throw new AppError("NOT_FOUND", "This alert does not exist.");
    alertId = own.id;
  }
  await stopAlert(db, alertId, caller.now);
}

/** `booking.alerts.list`: the signed-in guest's alerts, open ones first, newest first. */
export async function listAlerts(db: Db, userId: string): Promise<Alert[]> {
  const rows = await db
    .select({
      alert: availabilityAlerts,
      parkName: parks.displayName,
      parkSlug: parks.slug,
      parkTimeZone: parks.timeZone,
      typeName: campsiteTypes.name,
    })
    .from(availabilityAlerts)
    .innerJoin(parks, eq(parks.id, availabilityAlerts.parkId))
    .leftJoin(campsiteTypes, eq(campsiteTypes.id, availabilityAlerts.campsiteTypeId))
    .where(eq(availabilityAlerts.userId, userId))
    .orderBy(desc(availabilityAlerts.createdAt))
    .limit(50);
  const offers = rows.length
    ? await db
        .select({ alertId: alertOffers.alertId, expiresAt: alertOffers.expiresAt })
        .from(alertOffers)
        .where(
          and(
            inArray(
              alertOffers.alertId,
              rows.map((row) => row.alert.id),
            ),
            eq(alertOffers.status, "open"),
          ),
        )
        .orderBy(asc(alertOffers.expiresAt))
    : [];
  const isOpen = (status: Alert["status"]) => (OPEN_ALERT_STATUSES as readonly string[]).includes(status);
  return rows
    .map(({ alert, parkName, parkSlug, parkTimeZone, typeName }) => ({
      id: alert.id,
      parkName,
      parkSlug,
      parkTimeZone,
      typeName,
      ...stayOfColumns(alert),
      status: alert.status,
      createdAt: alert.createdAt,
      offerExpiresAt: offers.find((offer) => offer.alertId === alert.id)?.expiresAt ?? null,
    }))
    .sort((a, b) => Number(isOpen(b.status)) - Number(isOpen(a.status)));
}

/**
 * `booking.alerts.link`: what a confirm, stop or claim link is about (the stay, and for a claim the site and when
 * the offer ends), so its page can say it before the guest taps. Reads only; same miss answer as the actions.
 */
export async function describeAlertLink(
  db: Db,
  input: { kind: "confirm" | "stop" | "claim"; token: string },
  caller: { now: Date; clientKey: string },
): Promise<AlertLink> {
  await consumeRateLimit(db, `alert-link:${caller.clientKey}`, ALERT_LINK_RATE_LIMIT, caller.now);
  if (input.kind !== "claim") {
    const { alert, parkName, typeName } = await alertByToken(db, input.token);
    return { ...stayOf(alert, parkName, typeName), status: alert.status, offer: null };
  }
  const [row] = await db
    .select({
      offer: alertOffers,
      alert: availabilityAlerts,
      parkName: parks.displayName,
      timeZone: parks.timeZone,
      siteName: campsites.name,
      typeName: campsiteTypes.name,
    })
    .from(alertOffers)
    .innerJoin(availabilityAlerts, eq(availabilityAlerts.id, alertOffers.alertId))
    .innerJoin(parks, eq(parks.id, availabilityAlerts.parkId))
    .innerJoin(campsites, eq(campsites.id, alertOffers.campsiteId))
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, campsites.campsiteTypeId))
    .where(eq(alertOffers.tokenHash, hashAlertToken(input.token)));
  if (!row) throw new AppError("NOT_FOUND", "This offer link is not valid. Open it from the latest e-mail.");
  const lapsed =
    row.offer.status === "lapsed" || (row.offer.status === "open" && row.offer.expiresAt <= caller.now);
  return {
    ...stayOf(row.alert, row.parkName, row.typeName),
    status: row.alert.status,
    offer: {
      siteName: row.siteName,
      status: lapsed ? "lapsed" : row.offer.status,
      expiresAt: row.offer.expiresAt,
      timeZone: row.timeZone,
    },
  };
}
