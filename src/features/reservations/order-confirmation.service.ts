import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { quoteCancellation } from "@/features/availability/server";
import { sumCents } from "@/lib/money";
import { stayOfColumns } from "@/lib/stay-columns";
import { nightsBetween, todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { concurrently } from "@/server/db/concurrently";
import {
  campsites,
  campsiteTypes,
  orderParks,
  orders,
  parks,
  payments,
  promoCodes,
  reservationAddons,
  reservations,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { refundOfPaid } from "./folio";
import { folioOutput, readFolios } from "./folio.service";
import type { OrderConfirmation } from "./orders.schemas";

export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/**
 * Who may see and change an order: holding its unguessable invoice id is enough for an order booked without an
 * account (the e-mailed link); an order booked while signed in belongs to that account, so it needs its owner's
 * session — `UNAUTHORIZED` without one (the page asks to sign in), `NOT_FOUND` for another user.
 */
export async function assertOrderAccess(
  db: Db,
  invoiceUuid: string,
  viewerUserId: string | null,
): Promise<void> {
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.invoiceUuid, invoiceUuid));
  if (!order) throw new AppError("NOT_FOUND", "We could not find this order.");
  if (order.userId === null || order.userId === viewerUserId) return;
  if (viewerUserId === null)
    throw new AppError("UNAUTHENTICATED", "Sign in to the account that booked this order.");
  throw new AppError("NOT_FOUND", "We could not find this order.");
}

/** What cancelling now would refund and keep, of what the stay has paid (a deposit loses the fee from itself). */
const cancellationQuoteOnPaid = <Q extends { refund: number; fee: number }>(
  quote: Q | null,
  stay: { totalCents: number; paidCents: number },
): Q | null => (quote ? { ...quote, ...refundOfPaid(quote, stay) } : null);

/**
 * `booking.orders.getOrderConfirmation`: the order as booked — every park's part and every reservation with its
 * add-ons, all figures and cancellation terms as stored at checkout (later price or policy changes do not rewrite an
 * order) — plus each stay's folio and what cancelling it today would refund of what it paid. Six statements whatever the
 * size of the order.
 */
export async function getOrderConfirmation(
  db: Db,
  invoiceUuid: string,
  now: Date,
): Promise<OrderConfirmation> {
  const [order] = await db.select().from(orders).where(eq(orders.invoiceUuid, invoiceUuid));
  if (!order) throw new AppError("NOT_FOUND", "We could not find this order.");

  const [parkParts, bookedStays, paymentRows, folios] = await concurrently(db, [
    () =>
      db
        .select({
          part: orderParks,
          park: {
            id: parks.id,
            slug: parks.slug,
            name: parks.displayName,
            addressLine1: parks.addressLine1,
            city: parks.city,
            state: parks.state,
            postalCode: parks.postalCode,
            phone: parks.phone,
            email: parks.email,
            timeZone: parks.timeZone,
            latitude: parks.latitude,
            longitude: parks.longitude,
            checkInTime: parks.checkInTime,
            checkOutTime: parks.checkOutTime,
          },
          promoCode: promoCodes.code,
        })
        .from(orderParks)
        .innerJoin(parks, eq(parks.id, orderParks.parkId))
        .leftJoin(promoCodes, eq(promoCodes.id, orderParks.promoCodeId))
        .where(eq(orderParks.orderId, order.id)),
    () =>
      db
        .select({
          reservation: reservations,
          typeName: campsiteTypes.name,
          category: campsiteTypes.category,
          campsiteName: campsites.name,
        })
        .from(reservations)
        .innerJoin(campsiteTypes, eq(campsiteTypes.id, reservations.campsiteTypeId))
        .innerJoin(campsites, eq(campsites.id, reservations.campsiteId))
        .where(eq(reservations.orderId, order.id))
        .orderBy(asc(reservations.arrival), asc(campsiteTypes.name), asc(campsites.name)),
    () =>
      db
        .select({ gateway: payments.gateway, cardLast4: payments.cardLast4, status: payments.status })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        // The booking's own payment: a change paid later (decision 0036) is a second row of the order.
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(1),
    () => readFolios(db, { orderId: order.id }),
  ]);
  const payment = paymentRows[0] ?? null;
  const addonRows =
    bookedStays.length === 0
      ? []
      : await db
          .select()
          .from(reservationAddons)
          .where(
            inArray(
              reservationAddons.reservationId,
              bookedStays.map((row) => row.reservation.id),
            ),
          )
          .orderBy(asc(reservationAddons.name));

  const parkOrder = [...new Set(bookedStays.map((row) => row.reservation.parkId))];
  const partsInOrder = parkOrder
    .map((parkId) => parkParts.find((row) => row.park.id === parkId))
    .filter((row) => row !== undefined);
  // A park's stays in one order were booked together, under the same terms: the part shows those, not the park's now.
  const bookedTermsAt = (parkId: string) =>
    bookedStays.find((row) => row.reservation.parkId === parkId)!.reservation.cancellationPolicy;

  return {
    orderConfirmation: order.orderConfirmation,
    invoiceUuid: order.invoiceUuid,
    createdAt: order.createdAt,
    status: order.status,
    guest: order.guest,
    subTotal: order.subtotalCents,
    discounts: order.discountsCents,
    fees: order.feesCents,
    taxes: order.taxesCents,
    total: order.totalCents,
    refunded: sumCents(bookedStays.map((row) => row.reservation.refundCents ?? 0)),
    payment,
    parks: partsInOrder.map(({ part, park, promoCode }) => ({
      id: park.id,
      slug: park.slug,
      name: park.name,
      address: `${park.addressLine1}, ${park.city}, ${park.state} ${park.postalCode}`,
      phone: park.phone,
      email: park.email,
      timeZone: park.timeZone,
      checkInTime: park.checkInTime,
      checkOutTime: park.checkOutTime,
      directionsUrl: directionsUrl(park.latitude, park.longitude),
      cancellationPolicy: bookedTermsAt(park.id).summary,
      promoCode: promoCode ?? null,
      discount:
        part.discountLabel && part.discountCents > 0
          ? { label: part.discountLabel, amount: part.discountCents }
          : null,
      subtotal: part.subtotalCents,
      taxes: part.taxesCents,
      total: part.totalCents,
    })),
    campsiteConfirmationSummaries: bookedStays.map(({ reservation, typeName, category, campsiteName }) => {
      const park = partsInOrder.find((row) => row.park.id === reservation.parkId)!.park;
      const addons = addonRows.filter((addon) => addon.reservationId === reservation.id);
      const total = reservation.subtotalCents - reservation.discountCents + reservation.taxesCents;
      return {
        reservationId: reservation.id,
        park: { id: park.id, slug: park.slug, name: park.name },
        campsiteType: { id: reservation.campsiteTypeId, name: typeName, campsiteCategoryCode: category },
        campsite: { id: reservation.campsiteId, name: campsiteName },
        siteLocked: reservation.siteLocked,
        ...stayOfColumns(reservation),
        nights: nightsBetween(reservation.arrival, reservation.departure),
        equipment: reservation.equipment,
        tripDetails: reservation.tripDetails,
        status: reservation.status,
        canceledAt: reservation.canceledAt,
        refund: reservation.refundCents,
        cancellationQuote: cancellationQuoteOnPaid(
          reservation.status === "confirmed"
            ? quoteCancellation(
                reservation.cancellationPolicy,
                { arrival: reservation.arrival, totalCents: total },
                todayIn(park.timeZone, now),
              )
            : null,
          { totalCents: total, paidCents: folios.get(reservation.id)?.paidCents ?? 0 },
        ),
        folio: folioOutput(folios.get(reservation.id), {
          withNames: false,
          balanceDueOn: reservation.balanceDueOn,
        }),
        pricing: {
          nights: sumCents(reservation.nightlyPricesCents),
          lockFee: reservation.lockFeeCents,
          subtotal: reservation.subtotalCents,
          discount: reservation.discountCents,
          taxes: reservation.taxesCents,
          total,
        },
        dailyRateAddonConfirmations: addons
          .filter((addon) => addon.kind === "daily_rate")
          .map((addon) => ({
            name: addon.name,
            quantity: addon.quantity,
            mandatory: addon.mandatory,
            pricing: { unitPrice: addon.unitPriceCents, tripTotal: addon.totalCents },
          })),
        onlineStoreAddonConfirmations: addons
          .filter((addon) => addon.kind === "online_store")
          .map((addon) => ({
            name: addon.name,
            quantity: addon.quantity,
            pricing: { unitPrice: addon.unitPriceCents, tripTotal: addon.totalCents },
          })),
      };
    }),
  };
}
