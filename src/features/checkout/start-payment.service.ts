import "server-only";
import { and, eq } from "drizzle-orm";
import { keepHoldsForPayment, readCart } from "@/features/cart/server";
import { findMemberDiscountEvent } from "@/features/membership/server";
import type { Db } from "@/server/db/client";
import { carts, checkoutPayments } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import type { PlaceOrderInput, StartPaymentInput, StartPaymentOutput } from "./checkout.schemas";
import type { PlaceOrderContext } from "./place-order.service";
import { hashCheckoutRequest } from "./place-order-request";
import { requireOpenCart, requireReviewedCart, requireWaivers } from "./place-order-rules";
import { waiverStaysOfCart, waiversFor } from "./waivers";
import { listCheckoutWaivers } from "./waivers.service";

const gatewayName = (gateway: PaymentGateway): "stripe" | "test" =>
  gateway.name === "stripe" ? "stripe" : "test";

/**
 * `booking.checkout.startPayment` (decision 0053): the checkout is checked as `placeOrder` will check it (the
 * cart, the waivers, the total the guest saw), priced by the server, and the gateway asked for an intent for what
 * is due now — the same intent for the same key and body. The card is saved for a balance when a park takes a
 * deposit. The cart's holds then last while the guest pays.
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  input: StartPaymentInput,
  context: PlaceOrderContext,
): Promise<StartPaymentOutput> {
  const { now } = context;
  const [cart] = await db
    .select({ id: carts.id, userId: carts.userId, checkedOutAt: carts.checkedOutAt })
    .from(carts)
    .where(eq(carts.id, input.shoppingCartUuid));
  requireOpenCart(cart, context.userId);
  const member = context.isMember ? { event: await findMemberDiscountEvent(db, now) } : null;
  const { view, items } = await readCart(db, cart.id, { now, member });
  requireWaivers(waiversFor(await listCheckoutWaivers(db), waiverStaysOfCart(view)), input);
  requireReviewedCart(items.length, view.totals.total, input.expectedTotal);
  const amount = view.dueNow;
  const started = { gateway: gatewayName(gateway), amount };
  if (amount === 0) return { ...started, paymentIntentId: null, clientSecret: null };

  const requestHash = hashCheckoutRequest(input);
  const intent = await gateway.createIntent({
    amountCents: amount,
    // A changed cart (another amount or body) is another intent; a retry of the same is the same one.
    idempotencyKey: `intent:${input.idempotencyKey}:${requestHash.slice(0, 16)}:${amount}`,
    description: `Lantern booking for ${input.guest.firstName} ${input.guest.lastName}`,
    customerEmail: input.guest.email,
    saveCard: view.parkShoppingCartsArray.some((park) => park.payment.balanceDue > 0),
    metadata: { purpose: "checkout", cartId: cart.id, idempotencyKey: input.idempotencyKey },
  });
  await db
    .insert(checkoutPayments)
    .values({
      intentId: intent.id,
      gateway: started.gateway,
      cartId: cart.id,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      request: input,
      userId: context.userId,
      member: context.isMember,
      amountCents: amount,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await keepHoldsForPayment(db, cart.id, now);
  return { ...started, paymentIntentId: intent.id, clientSecret: intent.clientSecret };
}

/**
 * The checkout a Stripe payment pays for, as the guest submitted it to `startPayment`: the browser's return and
 * the webhook both place the order from this one body, so they are one request to `placeOrder`'s idempotency.
 * A payment made for another cart or checkout is refused.
 */
export async function checkoutOfIntent(
  db: Db,
  payment: { paymentIntentId: string },
  expected?: { shoppingCartUuid: string; idempotencyKey: string },
): Promise<{ input: PlaceOrderInput; userId: string | null; member: boolean } | null> {
  const [row] = await db
    .select()
    .from(checkoutPayments)
    .where(
      and(eq(checkoutPayments.intentId, payment.paymentIntentId), eq(checkoutPayments.gateway, "stripe")),
    );
  if (!row) return null;
  const request = row.request as StartPaymentInput;
  if (
    expected &&
    (request.shoppingCartUuid !== expected.shoppingCartUuid ||
      request.idempotencyKey !== expected.idempotencyKey)
  ) {
    return null;
  }
  return {
    input: { ...request, payment: { gateway: "stripe", paymentIntentId: row.intentId } },
    userId: row.userId,
    member: row.member,
  };
}

/** What became of a checkout's intent: `placed` with its order, or `failed` with why. */
export async function markCheckoutPayment(
  db: Db,
  intentId: string,
  outcome: { status: "placed"; orderId: string } | { status: "failed"; reason: string },
  now: Date,
): Promise<void> {
  await db
    .update(checkoutPayments)
    .set(
      outcome.status === "placed"
        ? { status: "placed", orderId: outcome.orderId, updatedAt: now }
        : { status: "failed", failureReason: outcome.reason, updatedAt: now },
    )
    .where(eq(checkoutPayments.intentId, intentId));
}
