import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { orderParks, orders, reservationAddons, reservations } from "@/server/db/schema";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type FolioEntry, orderOwed, storedChargeItems, syncFolioCharges } from "./folio.service";
import { insertReservationAddons, type PricedAddon } from "./insert-reservation.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import { type ChangedBy, renderReservationChangedMail } from "./order-mail";
import { refundOrderPayments } from "./refund-payments.service";
import { parkTaxRates, stayAddons } from "./stay-addons.service";
import { type Settlement, type StaffSettlement, staffSettlement } from "./stay-change";
import { discountBpOf, priceStay, type StayAddon, stayTotal } from "./stay-pricing";

type Reservation = typeof reservations.$inferSelect;

export type RepricedStay = {
  nightlyPricesCents: number[];
  lockFeeCents: number;
  addons: StayAddon[];
  price: ReturnType<typeof priceStay>;
  /** The new total less the old. */
  differenceCents: number;
};

/**
 * A booked stay priced again as a guest would book it today (domain.md "Staff console", REPRICE): the nights at
 * today's prices, the stay's discount rate carried over, the add-ons the guest chose kept at what they paid per
 * unit, today's mandatory fees for the party, and the lock fee only while the stay stays locked to its site.
 */
export async function repriceStay(
  db: Db,
  was: Reservation,
  to: {
    nightlyPricesCents: number[];
    category: string;
    party: { adults: number; children: number; pets: number };
    siteChanged: boolean;
    /** A guest who picks their new site pays the type's lock fee for it (a staff move never adds one). */
    newLockFeeCents?: number;
  },
): Promise<RepricedStay> {
  const had = await db.select().from(reservationAddons).where(eq(reservationAddons.reservationId, was.id));
  const addons = await stayAddons(
    db,
    { parkId: was.parkId, category: to.category, party: to.party },
    had
      .filter((addon) => !addon.mandatory && addon.addonId)
      .map((addon) => ({ addonId: addon.addonId!, quantity: addon.quantity })),
    new Map(had.map((addon) => [addon.addonId ?? "", addon.unitPriceCents])),
  );
  // The lock fee is the price of keeping that site: gone once the stay is no longer locked to it.
  const lockFeeCents = to.newLockFeeCents ?? (to.siteChanged || !was.siteLocked ? 0 : was.lockFeeCents);
  const price = priceStay({
    nightlyPricesCents: to.nightlyPricesCents,
    lockFeeCents,
    addons,
    discountBp: discountBpOf(was.nightlyPricesCents, was.discountCents),
    taxRatesBp: await parkTaxRates(db, was.parkId),
  });
  return {
    nightlyPricesCents: to.nightlyPricesCents,
    lockFeeCents,
    addons,
    price,
    differenceCents: price.totalCents - stayTotal(was),
  };
}

/** A stay's add-ons with their totals for the stay (`totalsCents` by add-on id), as the orders feature writes them. */
export const pricedAddons = (
  addons: readonly StayAddon[],
  totalsCents: Record<string, number>,
): PricedAddon[] => addons.map((addon) => ({ ...addon, totalCents: totalsCents[addon.id] ?? 0 }));

/** The reservation's row locked for a change, with what tells whether it changed since it was read. */
export async function lockReservation(tx: Db, reservationId: string) {
  const [locked] = await tx
    .select({ updatedAt: reservations.updatedAt, status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for("update");
  return locked;
}

/**
 * Writes a re-priced stay onto its reservation, its add-ons, its order and the order's park part, inside the
 * caller's transaction. What happens to the difference is the caller's (`writeStayPrice` for staff, the guest's
 * own change charges or refunds it by the stay's terms).
 */
export async function writeStayRows(
  tx: Db,
  was: Reservation,
  repriced: RepricedStay,
  now: Date,
): Promise<void> {
  const { price, addons, differenceCents: difference } = repriced;
  await tx
    .update(reservations)
    .set({
      nightlyPricesCents: repriced.nightlyPricesCents,
      lockFeeCents: repriced.lockFeeCents,
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      taxesCents: price.taxesCents,
    })
    .where(eq(reservations.id, was.id));
  await tx.delete(reservationAddons).where(eq(reservationAddons.reservationId, was.id));
  await insertReservationAddons(tx, was.id, pricedAddons(addons, price.addonTotalsCents));
  const delta = {
    subtotal: price.subtotalCents - was.subtotalCents,
    discount: price.discountCents - was.discountCents,
    taxes: price.taxesCents - was.taxesCents,
  };
  await tx
    .update(orders)
    .set({
      subtotalCents: sql`${orders.subtotalCents} + ${delta.subtotal}`,
      discountsCents: sql`${orders.discountsCents} + ${delta.discount}`,
      taxesCents: sql`${orders.taxesCents} + ${delta.taxes}`,
      totalCents: sql`${orders.totalCents} + ${difference}`,
      updatedAt: now,
    })
    .where(eq(orders.id, was.orderId));
  await tx
    .update(orderParks)
    .set({
      subtotalCents: sql`${orderParks.subtotalCents} + ${delta.subtotal}`,
      discountCents: sql`${orderParks.discountCents} + ${delta.discount}`,
      taxesCents: sql`${orderParks.taxesCents} + ${delta.taxes}`,
      totalCents: sql`${orderParks.totalCents} + ${difference}`,
    })
    .where(and(eq(orderParks.orderId, was.orderId), eq(orderParks.parkId, was.parkId)));
}

/**
 * What a staff re-price does to the money once its rows are written (domain.md "Staff console"): a higher price is
 * owed at the park; of a lower one only what was paid beyond what the order now costs is to be refunded.
 */
export async function staffRepriceSettlement(
  tx: Db,
  was: Reservation,
  difference: number,
): Promise<StaffSettlement> {
  if (difference < 0) {
    // The order's balance after the new price is written. (Joined, so the expression's columns are qualified: on
    // one table Drizzle leaves them bare.)
    const [owed] = await tx
      .select({ cents: orderOwed })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(eq(reservations.id, was.id));
    return staffSettlement(difference, Number(owed?.cents ?? 0));
  }
  return staffSettlement(difference, 0);
}

/**
 * A staff re-price of a stay where it is (re-rating): writes the new price (`writeStayRows`) and refunds what
 * `staffRepriceSettlement` says through the order's payments, once per `idempotencyKey`.
 */
export async function writeStayPrice(
  tx: Db,
  gateway: PaymentGateway,
  was: Reservation,
  repriced: RepricedStay,
  options: FolioEntry & { idempotencyKey: string },
): Promise<StaffSettlement> {
  const previous = await storedChargeItems(tx, was.id);
  await writeStayRows(tx, was, repriced, options.now);
  await syncFolioCharges(tx, was.id, { ...options, previous });
  const change = await staffRepriceSettlement(tx, was, repriced.differenceCents);
  if (change.kind === "refunded") {
    await refundOrderPayments(tx, gateway, {
      orderId: was.orderId,
      amountCents: change.cents,
      idempotencyKey: options.idempotencyKey,
      reservationId: was.id,
      actor: options.actor,
      reason: options.reason,
      now: options.now,
    });
  }
  return change;
}

/**
 * Tells the guest their stay changed (`was`: the stay as it read before), who changed it (`by`), its new total and
 * what that did to the price.
 */
export async function mailStayChange(
  tx: Db,
  change: {
    invoiceUuid: string;
    reservationId: string;
    was: string;
    price: Settlement;
    by: ChangedBy;
  },
  context: { now: Date; appUrl: string },
): Promise<void> {
  const confirmation = await getOrderConfirmation(tx, change.invoiceUuid, context.now);
  await enqueueMail(
    tx,
    await renderReservationChangedMail(
      confirmation,
      change.reservationId,
      { was: change.was, price: change.price, by: change.by },
      { appUrl: context.appUrl },
    ),
    context.now,
  );
}
