import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getProfile, updateProfile } from "@/features/account/server";
import { convertHoldToReservation } from "@/features/availability/server";
import { readCart } from "@/features/cart/server";
import { findMemberDiscountEvent } from "@/features/membership/server";
import {
  captureOrderPayment,
  getOrderConfirmation,
  guestFolioActor,
  insertOrder,
  insertReservation,
  recordOrderPayment,
  renderOrderConfirmationMail,
} from "@/features/reservations/server";
import type { Db } from "@/server/db/client";
import { carts, orderParks, orders, promoCodes } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { type Authorization, voidAfterFailure } from "@/server/payments/authorized-payment";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import type { PlaceOrderInput } from "./checkout.schemas";
import { hashPlaceOrderRequest } from "./place-order-request";
import { requireOpenCart, requireReviewedCart, requireWaivers } from "./place-order-rules";
import { checkoutOfIntent, markCheckoutPayment } from "./start-payment.service";
import { waiverStaysOfCart, waiversFor } from "./waivers";
import { listCheckoutWaivers } from "./waivers.service";

export type PlaceOrderContext = { now: Date; userId: string | null; isMember: boolean; appUrl: string };
type PlacedOrder = { invoiceUuid: string; orderConfirmation: string };

/** An earlier attempt with this key: its order when the body is the same, `CONFLICT` when it is not. */
async function orderForKey(db: Db, idempotencyKey: string, requestHash: string): Promise<PlacedOrder | null> {
  const [order] = await db
    .select({
      invoiceUuid: orders.invoiceUuid,
      orderConfirmation: orders.orderConfirmation,
      requestHash: orders.requestHash,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order) return null;
  if (order.requestHash !== requestHash) {
    throw new AppError(
      "CONFLICT",
      "This checkout was already submitted with other details. Reload the page.",
    );
  }
  return { invoiceUuid: order.invoiceUuid, orderConfirmation: order.orderConfirmation };
}

/**
 * `booking.checkout.placeOrder` (domain.md "Cart, holds, orders"). One transaction: re-price the cart as the
 * guest sees it, turn every hold into a reservation through the exclusion constraint (a hold that expired and
 * whose site was taken → `PRECONDITION_FAILED`, nothing charged), authorize the payment, write the order, its
 * parks, reservations, add-ons and payment, count promo-code uses, and queue the confirmation e-mail. A decline
 * or any failure rolls everything back (the holds stay as they were) and voids an authorization already made;
 * the capture follows the commit.
 *
 * Idempotent per key: concurrent or retried calls with one key wait for each other on an advisory lock, then
 * answer the first one's order; the same key with another body is a `CONFLICT`.
 */
export async function placeOrder(
  db: Db,
  gateway: PaymentGateway,
  submitted: PlaceOrderInput,
  given: PlaceOrderContext,
): Promise<PlacedOrder> {
  const { input, context } = await checkoutToPlace(db, gateway, submitted, given);
  const { now } = context;
  const stripeIntent = input.payment.gateway === "stripe" ? input.payment.paymentIntentId : null;
  // A Stripe payment is money taken already: an order refused for a reason of its own gives it back.
  let refundIfRefused = stripeIntent !== null;
  const requestHash = hashPlaceOrderRequest(input);
  const earlier = await orderForKey(db, input.idempotencyKey, requestHash);
  if (earlier) return earlier;

  let authorization: Authorization | null = null;
  const gatewayKey = `order:${input.idempotencyKey}:${requestHash.slice(0, 16)}`;
  try {
    const placed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKey}, 7))`);
      const replay = await orderForKey(tx, input.idempotencyKey, requestHash);
      if (replay) return { ...replay, paymentId: null };

      const [cart] = await tx
        .select({ id: carts.id, userId: carts.userId, checkedOutAt: carts.checkedOutAt })
        .from(carts)
        .where(eq(carts.id, input.shoppingCartUuid))
        .for("update");
      requireOpenCart(cart, context.userId);
      const member = context.isMember ? { event: await findMemberDiscountEvent(tx, now) } : null;
      const { view, items, itemAddons, parks: pricedParks } = await readCart(tx, cart.id, { now, member });
      requireWaivers(waiversFor(await listCheckoutWaivers(tx), waiverStaysOfCart(view)), input);
      const total = view.totals.total;
      requireReviewedCart(items.length, total, input.expectedTotal);
      // What is charged now: the total, or each deposit stay's deposit (its park's payment policy, decision 0050).
      const dueNow = view.dueNow;
      const tripDetails = new Map(
        input.tripDetails.map(({ reservationDetailId, ...trip }) => [reservationDetailId, trip]),
      );
      for (const id of tripDetails.keys()) {
        if (!items.some((item) => item.id === id)) {
          throw new AppError("INVALID_INPUT", "Trip details name a stay that is not in this cart.");
        }
      }

      const order = await insertOrder(tx, {
        cartId: cart.id,
        userId: context.userId ?? cart.userId,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        guest: input.guest,
        subtotalCents: view.totals.subtotal,
        discountsCents: view.totals.discounts,
        feesCents: view.totals.fees,
        taxesCents: view.totals.taxes,
        totalCents: total,
        createdAt: now,
        updatedAt: now,
      });
      const [{ id: orderId }] = (await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.invoiceUuid, order.invoiceUuid))) as [{ id: string }];

      for (const park of pricedParks) {
        const promoUsed = park.discount?.source === "promo" ? park.promoCodeId : null;
        if (promoUsed) {
          // Counted in the same statement that checks the limit: two guests cannot both take the last use.
          const counted = await tx
            .update(promoCodes)
            .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
            .where(
              and(
                eq(promoCodes.id, promoUsed),
                or(isNull(promoCodes.usageLimit), lt(promoCodes.timesUsed, promoCodes.usageLimit)),
              ),
            )
            .returning({ id: promoCodes.id });
          if (counted.length === 0) {
            throw new AppError(
              "PRECONDITION_FAILED",
              "Your promo code was just used up. Please review your total.",
            );
          }
        }
        await tx.insert(orderParks).values({
          orderId,
          parkId: park.parkId,
          promoCodeId: promoUsed,
          discountLabel: park.discount?.label ?? null,
          subtotalCents: park.subtotalCents,
          discountCents: park.discount?.amountCents ?? 0,
          taxesCents: park.taxesCents,
          totalCents: park.totalCents,
        });
      }

      const schedules = new Map(
        pricedParks.flatMap((park) => park.items.map((priced, index) => [priced.id, park.schedules[index]!])),
      );
      const shares: { reservationId: string; amountCents: number }[] = [];
      for (const item of items) {
        const priced = pricedParks
          .flatMap((park) => park.items)
          .find((candidate) => candidate.id === item.id)!;
        const schedule = schedules.get(item.id)!;
        const reservationId = await insertReservation(
          tx,
          {
            orderId,
            parkId: item.parkId,
            campsiteTypeId: item.campsiteTypeId,
            campsiteId: item.campsiteId,
            siteLocked: item.siteLocked,
            arrival: item.arrival,
            departure: item.departure,
            adults: item.adults,
            children: item.children,
            pets: item.pets,
            equipment: item.equipment,
            tripDetails: tripDetails.get(item.id) ?? {},
            nightlyPricesCents: item.nightlyPricesCents,
            lockFeeCents: item.lockFeeCents,
            subtotalCents: priced.subtotalCents,
            discountCents: priced.discountCents,
            taxesCents: priced.taxesCents,
            // The terms the cart showed, read in this transaction: later changes to the park's do not reach this stay.
            cancellationPolicy: item.parkCancellationPolicy,
            balanceDueOn: schedule.balanceDueOn,
            createdAt: now,
            updatedAt: now,
          },
          itemAddons
            .filter((addon) => addon.cartItemId === item.id)
            .map((addon) => ({
              ...addon,
              totalCents:
                addon.kind === "daily_rate"
                  ? (priced.dailyRateAddonTotals[addon.id] ?? 0)
                  : addon.unitPriceCents * addon.quantity,
            })),
          {
            actor: guestFolioActor(context.userId),
            now,
            discountLabel: pricedParks.find((park) => park.parkId === item.parkId)?.discount?.label ?? null,
          },
        );
        shares.push({ reservationId, amountCents: schedule.dueNowCents });
        // The hold becomes the reservation. If it expired and someone else claimed the site, the constraint says so.
        try {
          await convertHoldToReservation(tx, {
            parkId: item.parkId,
            campsiteId: item.campsiteId,
            campsiteName: item.campsiteName,
            stay: { start: item.arrival, end: item.departure },
            cartItemId: item.id,
            reservationId,
            now,
          });
        } catch (error) {
          if (!(error instanceof AppError && error.code === "CONFLICT")) throw error;
          throw new AppError(
            "PRECONDITION_FAILED",
            `Your hold on ${item.campsiteTypeName} (site ${item.campsiteName}) at ${item.parkName} expired and the site was booked by someone else. Remove it from your cart to continue.`,
            { reservationDetailId: item.id },
          );
        }
      }

      let paymentId: string | null = null;
      if (dueNow > 0) {
        const result = await gateway.authorize({
          amountCents: dueNow,
          currency: "USD",
          idempotencyKey: gatewayKey,
          description: `Lantern order ${order.orderConfirmation}`,
          payment: input.payment,
          intentFor: { purpose: "checkout", cartId: cart.id },
        });
        if (!result.ok) {
          refundIfRefused = false;
          throw new AppError("INVALID_INPUT", result.reason, {
            field: "payment",
            declineCode: result.declineCode,
          });
        }
        authorization = { reference: result.reference, amountCents: dueNow };
        paymentId = await recordOrderPayment(tx, {
          orderId,
          amountCents: dueNow,
          shares,
          idempotencyKey: gatewayKey,
          method: "card",
          gateway: gateway.name,
          reference: result.reference,
          cardLast4: result.cardLast4,
          paymentMethodReference: result.paymentMethod,
          captured: result.captured,
          actor: guestFolioActor(context.userId),
          now,
        });
        if (stripeIntent) await markCheckoutPayment(tx, stripeIntent, { status: "placed", orderId }, now);
      }

      await tx
        .update(carts)
        .set({ checkedOutAt: now, userId: context.userId ?? cart.userId, updatedAt: now })
        .where(eq(carts.id, cart.id));
      if (input.savePhoneToProfile && context.userId) {
        // Through the profile service, in the order's transaction: a declined card saves nothing either.
        const profile = await getProfile(tx, context.userId);
        await updateProfile(
          tx,
          context.userId,
          { firstName: profile.firstName, lastName: profile.lastName, phone: input.guest.phone },
          now,
        );
      }
      const confirmation = await getOrderConfirmation(tx, order.invoiceUuid, now);
      await enqueueMail(tx, await renderOrderConfirmationMail(confirmation, { appUrl: context.appUrl }), now);
      return { ...order, paymentId };
    });

    if (placed.paymentId && authorization) {
      await captureOrderPayment(db, gateway, { id: placed.paymentId, authorization, gatewayKey });
    }
    return { invoiceUuid: placed.invoiceUuid, orderConfirmation: placed.orderConfirmation };
  } catch (error) {
    if (authorization) {
      await voidAfterFailure(gateway, authorization, gatewayKey);
    } else if (stripeIntent && refundIfRefused && error instanceof AppError) {
      await voidAfterFailure(gateway, { reference: stripeIntent, amountCents: 0 }, gatewayKey);
    }
    if (stripeIntent && error instanceof AppError) {
      await markCheckoutPayment(db, stripeIntent, { status: "failed", reason: error.message }, now);
    }
    throw error;
  }
}

/**
 * What `placeOrder` places: the body as submitted with the test gateway's card; with a Stripe payment, the body
 * given to `startPayment` for that intent (the browser's return and the webhook are then one request). Card
 * numbers are refused while Stripe is the gateway: they must never reach a server that takes real cards.
 */
async function checkoutToPlace(
  db: Db,
  gateway: PaymentGateway,
  input: PlaceOrderInput,
  context: PlaceOrderContext,
): Promise<{ input: PlaceOrderInput; context: PlaceOrderContext }> {
  if (input.payment.gateway === "test") {
    if (gateway.name === "stripe") {
      throw new AppError("INVALID_INPUT", "Card numbers are not accepted here: pay with the card form.", {
        field: "payment",
      });
    }
    return { input, context };
  }
  // Nothing was due when the payment started, so no intent exists: the order is checked as it comes.
  if (input.payment.paymentIntentId === null) return { input, context };
  const stored = await checkoutOfIntent(db, { paymentIntentId: input.payment.paymentIntentId }, input);
  if (!stored) {
    throw new AppError("INVALID_INPUT", "This payment is not for this checkout. Please pay again.", {
      field: "payment",
    });
  }
  return {
    input: stored.input,
    context: { ...context, userId: context.userId ?? stored.userId, isMember: stored.member },
  };
}
