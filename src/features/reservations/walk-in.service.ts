import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Equipment, Guests } from "@/features/availability/server";
import { allocateSite } from "@/features/availability/server";
import type { AddonChoice } from "@/features/cart/server";
import { formatUsd } from "@/lib/money";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import { columnsOfStay } from "@/lib/stay-columns";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { type GuestDetails, orderParks, orders, parks, reservations, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { type Authorization, voidAfterFailure } from "@/server/payments/authorized-payment";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { staffFolioActor } from "./folio.service";
import { insertOrder } from "./insert-order.service";
import { insertReservation } from "./insert-reservation.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import { renderOrderConfirmationMail } from "./order-mail";
import { captureOrderPayment, recordOrderPayment } from "./order-payment.service";
import { CASH_GATEWAY } from "./refund-payments.service";
import { quoteStaffStay } from "./staff-stay.service";
import { parkTaxRates, stayAddons } from "./stay-addons.service";
import { pricedAddons } from "./stay-price.service";
import { priceStay } from "./stay-pricing";

export type WalkInPayment =
  | { method: "card"; card: PaymentInput }
  /** `tendered`: what the guest handed over (the change is recorded with it); at least the total. */
  | { method: "cash"; tendered?: number }
  | { method: "pay_at_park" };

export type WalkInInput = {
  parkId: string;
  campsiteId: string;
  dates: { start: string; end: string };
  guests: Guests;
  equipment?: Equipment;
  guest: GuestDetails;
  addons?: AddonChoice[];
  payment: WalkInPayment;
  overrideRules?: { reason: string };
  idempotencyKey?: string;
};

export type WalkInResult = {
  reservationId: string;
  orderConfirmation: string;
  invoiceUuid: string;
  totalCents: number;
  paidCents: number;
};

type WalkInStay = Pick<
  WalkInInput,
  "parkId" | "campsiteId" | "dates" | "guests" | "addons" | "overrideRules"
>;

/** A walk-in's site, add-ons and price, as the desk would book it now (no site-lock fee: the desk places the guest). */
async function priceWalkIn(db: Db, input: WalkInStay, now: Date) {
  const quote = await quoteStaffStay(db, { ...input, now, overrideReason: input.overrideRules?.reason });
  const addons = await stayAddons(
    db,
    { parkId: input.parkId, category: quote.type.category, party: input.guests },
    input.addons ?? [],
  );
  const price = priceStay({
    nightlyPricesCents: quote.nightlyPricesCents,
    lockFeeCents: 0,
    addons,
    discountBp: 0,
    taxRatesBp: await parkTaxRates(db, input.parkId),
  });
  return { quote, addons, price };
}

export type WalkInQuote = {
  totalCents: number;
  subtotalCents: number;
  feesCents: number;
  taxesCents: number;
  nights: number;
  site: { id: string; name: string };
  campsiteTypeName: string;
};

/**
 * `admin.reservations.quote` for a walk-in (api.md, "the front desk's day one"): what `create` would charge for
 * this site, dates and party now — shown before the desk books, so the guest hears the price first. A rule that
 * refuses the stay is refused here the same way.
 */
export async function quoteWalkIn(db: Db, input: WalkInStay, now: Date): Promise<WalkInQuote> {
  const { quote, price } = await priceWalkIn(db, input, now);
  return {
    totalCents: price.totalCents,
    subtotalCents: price.subtotalCents,
    feesCents: price.feesCents,
    taxesCents: price.taxesCents,
    nights: quote.nightlyPricesCents.length,
    site: { id: quote.site.id, name: quote.site.name },
    campsiteTypeName: quote.type.name,
  };
}

/** The body of a request without its key and card secrets: a retry with another body under one key is refused. */
function requestHashOf(input: WalkInInput): string {
  const { idempotencyKey: _key, payment, ...rest } = input;
  return createHash("sha256")
    .update(JSON.stringify({ ...rest, payment: payment.method }))
    .digest("hex");
}

async function earlierBooking(db: Db, key: string, requestHash: string): Promise<WalkInResult | null> {
  const [row] = await db
    .select({
      reservationId: reservations.id,
      orderConfirmation: orders.orderConfirmation,
      invoiceUuid: orders.invoiceUuid,
      totalCents: orders.totalCents,
      requestHash: orders.requestHash,
      paidCents: sql<number>`coalesce((select sum(p.amount_cents) from payments p where p.order_id = ${orders.id}
        and p.status in ('authorized', 'captured')), 0)::int`,
    })
    .from(orders)
    .innerJoin(reservations, eq(reservations.orderId, orders.id))
    .where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== requestHash) {
    throw new AppError("CONFLICT", "This booking was already submitted with other details. Reload the page.");
  }
  const { requestHash: _hash, ...result } = row;
  return { ...result, paidCents: Number(result.paidCents) };
}

/**
 * `admin.reservations.create`: a walk-in or phone booking on the site staff chose, through the guest side's engine
 * and prices (no site-lock fee: the desk places the guest). One transaction writes the order, the reservation and
 * its add-ons, claims the site through the exclusion constraint (`CONFLICT` when taken), takes the payment (card
 * through the gateway, cash recorded as taken at the desk, or nothing yet when the guest pays at the park: the
 * balance shows on Today), audits it and queues the confirmation e-mail. A retry with the same key answers the
 * first booking.
 */
export async function createWalkIn(
  db: Db,
  gateway: PaymentGateway,
  input: WalkInInput,
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<WalkInResult> {
  const { now } = context;
  const key = input.idempotencyKey ? `staff:${input.idempotencyKey}` : `staff:${randomUUID()}`;
  const requestHash = requestHashOf(input);
  const earlier = await earlierBooking(db, key, requestHash);
  if (earlier) return earlier;

  const { quote, addons, price } = await priceWalkIn(db, input, now);
  if (input.payment.method === "cash" && input.payment.tendered !== undefined) {
    if (input.payment.tendered < price.totalCents) {
      throw new AppError(
        "INVALID_INPUT",
        `Enter what the guest handed over: at least ${formatUsd(price.totalCents)}.`,
        {
          field: "payment.tendered",
        },
      );
    }
  }
  // One gateway key per card tried under this booking's key: a declined card does not decline the next one.
  const cardAttempt = createHash("sha256").update(JSON.stringify(input.payment)).digest("hex").slice(0, 16);
  const gatewayKey = `order:${key}:${cardAttempt}`;
  let authorization: Authorization | null = null;

  try {
    const booked = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 7))`);
      const replay = await earlierBooking(tx, key, requestHash);
      if (replay) return { ...replay, paymentId: null };
      // Only an account whose address is proven sees the booking: whoever registered it first does not.
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.guest.email), eq(users.emailVerified, true)));
      const order = await insertOrder(tx, {
        cartId: null,
        userId: account?.id ?? null,
        idempotencyKey: key,
        requestHash,
        guest: input.guest,
        subtotalCents: price.subtotalCents,
        discountsCents: 0,
        feesCents: price.feesCents,
        taxesCents: price.taxesCents,
        totalCents: price.totalCents,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(orderParks).values({
        orderId: order.id,
        parkId: input.parkId,
        subtotalCents: price.subtotalCents,
        taxesCents: price.taxesCents,
        totalCents: price.totalCents,
      });
      const reservationId = await insertReservation(
        tx,
        {
          orderId: order.id,
          parkId: input.parkId,
          campsiteTypeId: quote.type.id,
          campsiteId: quote.site.id,
          siteLocked: false,
          ...columnsOfStay(input),
          tripDetails: {},
          nightlyPricesCents: quote.nightlyPricesCents,
          lockFeeCents: 0,
          subtotalCents: price.subtotalCents,
          discountCents: 0,
          taxesCents: price.taxesCents,
          // The park's terms as of this booking (read in its transaction); later changes to them do not reach it.
          cancellationPolicy: sql`(select ${parks.cancellationPolicy} from ${parks} where ${parks.id} = ${input.parkId})`,
          createdAt: now,
          updatedAt: now,
        },
        pricedAddons(addons, price.addonTotalsCents),
        { actor: staffFolioActor(actor), now },
      );
      await allocateSite(tx, {
        parkId: input.parkId,
        campsiteId: quote.site.id,
        campsiteName: quote.site.name,
        stay: input.dates,
        kind: "reservation",
        reservationId,
        now,
      });

      let paymentId: string | null = null;
      let paidCents = 0;
      if (price.totalCents > 0 && input.payment.method === "card") {
        const result = await gateway.authorize({
          amountCents: price.totalCents,
          currency: "USD",
          idempotencyKey: gatewayKey,
          description: `Lantern order ${order.orderConfirmation}`,
          payment: input.payment.card,
        });
        if (!result.ok) {
          throw new AppError("INVALID_INPUT", result.reason, {
            field: "payment",
            declineCode: result.declineCode,
          });
        }
        authorization = { reference: result.reference, amountCents: price.totalCents };
        paymentId = await recordOrderPayment(tx, {
          orderId: order.id,
          amountCents: price.totalCents,
          idempotencyKey: gatewayKey,
          method: "card",
          gateway: gateway.name,
          reference: result.reference,
          cardLast4: result.cardLast4,
          actor: staffFolioActor(actor),
          now,
        });
        paidCents = price.totalCents;
      } else if (price.totalCents > 0 && input.payment.method === "cash") {
        const { tendered } = input.payment;
        await recordOrderPayment(tx, {
          orderId: order.id,
          amountCents: price.totalCents,
          idempotencyKey: `cash:${key}`,
          method: "cash",
          gateway: CASH_GATEWAY,
          tenderedCents: tendered ?? null,
          changeCents: tendered === undefined ? null : tendered - price.totalCents,
          actor: staffFolioActor(actor),
          now,
        });
        paidCents = price.totalCents;
      }

      await recordAudit(tx, {
        actor,
        at: now,
        action: "reservation.create",
        entity: "reservation",
        entityId: reservationId,
        parkId: input.parkId,
        after: {
          orderConfirmation: order.orderConfirmation,
          campsiteId: quote.site.id,
          site: quote.site.name,
          arrival: input.dates.start,
          departure: input.dates.end,
          totalCents: price.totalCents,
          payment: input.payment.method,
          overriddenRules: quote.overridden.map((rule) => rule.id),
        },
        reason: input.overrideRules?.reason ?? null,
      });
      const confirmation = await getOrderConfirmation(tx, order.invoiceUuid, now);
      await enqueueMail(tx, await renderOrderConfirmationMail(confirmation, { appUrl: context.appUrl }), now);
      return {
        reservationId,
        orderConfirmation: order.orderConfirmation,
        invoiceUuid: order.invoiceUuid,
        totalCents: price.totalCents,
        paidCents,
        paymentId,
      };
    });
    const { paymentId, ...result } = booked;
    if (paymentId && authorization) {
      await captureOrderPayment(db, gateway, { id: paymentId, authorization, gatewayKey });
    }
    return result;
  } catch (error) {
    if (authorization) await voidAfterFailure(gateway, authorization, gatewayKey);
    throw error;
  }
}
