import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, reservations } from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { guest, NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";

const { db, ids, api, twoParkCart, orderInput } = setUpCheckoutScenario();

describe(`booking.orders on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("cancels one reservation with a full refund well before arrival: the site is bookable at once and an e-mail says so", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { cartId, dates } = await twoParkCart();
    const placed = await api({ payments: gateway }).checkout.placeOrder(orderInput(cartId));
    const before = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    const stay = before.campsiteConfirmationSummaries.find((summary) => summary.park.id === ids.beaverkill)!;
    expect(stay.cancellationQuote).toMatchObject({ refund: stay.pricing.total, fee: 0 });

    const { refund } = await api({ payments: gateway }).orders.cancelReservation({
      invoiceUuid: placed.invoiceUuid,
      reservationId: stay.reservationId,
    });
    expect(refund).toBe(stay.pricing.total);
    const after = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    expect(after.status).toBe("partially_canceled");
    expect(after.refunded).toBe(refund);
    expect(
      after.campsiteConfirmationSummaries.find((summary) => summary.reservationId === stay.reservationId),
    ).toMatchObject({ status: "canceled", refund, cancellationQuote: null });
    expect(gateway.operations.at(-1)).toMatchObject({ kind: "refund", amountCents: refund });

    // The very site can be held again for the same nights.
    const again = await api().cart.addItem({
      parkId: ids.beaverkill,
      campsiteTypeId: ids.riverside,
      campsiteId: stay.campsite.id,
      dates,
      guests: twoAdults,
    });
    expect(again.cart.itemCount).toBe(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, guest.email));
    expect(
      mails.some((mail) => mail.template.includes("cancel") && mail.text.includes(stay.campsiteType.name)),
    ).toBe(true);

    await expect(
      api({ payments: gateway }).orders.cancelReservation({
        invoiceUuid: placed.invoiceUuid,
        reservationId: stay.reservationId,
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    const [reservation] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.id, stay.reservationId));
    expect(reservation!.refundCents).toBe(refund);
  });

  it("keeps the late fee inside the policy window and refuses online cancellation once the stay has begun", async () => {
    const { cartId, dates } = await twoParkCart();
    const placed = await api().checkout.placeOrder(orderInput(cartId));
    const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    const trout_ = order.campsiteConfirmationSummaries.find((summary) => summary.park.id === ids.trout)!;
    const eve = new Date(`${dates.start}T03:00:00Z`); // the evening before arrival in New York
    const quoted = (
      await api({ now: eve }).orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid })
    ).campsiteConfirmationSummaries.find((summary) => summary.reservationId === trout_.reservationId)!;
    expect(quoted.cancellationQuote!.fee).toBeGreaterThan(0);
    expect(quoted.cancellationQuote!.refund + quoted.cancellationQuote!.fee).toBe(trout_.pricing.total);

    const arrivalDay = new Date(`${dates.start}T16:00:00Z`);
    await expect(
      api({ now: arrivalDay }).orders.cancelReservation({
        invoiceUuid: placed.invoiceUuid,
        reservationId: trout_.reservationId,
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });

  it("answers NOT_FOUND for an unknown invoice or a reservation of another order", async () => {
    await expect(
      api().orders.getOrderConfirmation({ invoiceUuid: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const { cartId } = await twoParkCart();
    const placed = await api().checkout.placeOrder(orderInput(cartId));
    const other = await twoParkCart();
    const otherPlaced = await api().checkout.placeOrder(orderInput(other.cartId));
    const otherOrder = await api().orders.getOrderConfirmation({ invoiceUuid: otherPlaced.invoiceUuid });
    await expect(
      api().orders.cancelReservation({
        invoiceUuid: placed.invoiceUuid,
        reservationId: otherOrder.campsiteConfirmationSummaries[0]!.reservationId,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
