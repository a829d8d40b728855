import { Alert } from "@mantine/core";
import { ChargeRows, MoneyRows } from "@/features/cart/components/money-rows";
import { orderSummaryLines } from "@/lib/price-breakdown";
import { TimeAgo } from "@/lib/time-ago";
import type { OrderConfirmation } from "../orders.schemas";
import styles from "./order-confirmation.module.css";
import { ParkOrderPart } from "./park-order-part";
import { PrintButton } from "./print-button";
import type { OrderPayments } from "./reservation-summary";

/**
 * `/checkout/confirmation/<invoiceUuid>`: the code, where the e-mail went, each park's part with its stays, and
 * the order's totals. `cancelReservationId` (the e-mail's cancel link) opens that stay's Cancel dialog.
 */
export function OrderConfirmationView({
  order,
  cancelReservationId,
  payments,
}: {
  order: OrderConfirmation;
  cancelReservationId: string | null;
  /** The server's payment gateway, for the card fields of a change that costs more. */
  payments: OrderPayments;
}) {
  const linkedStay = order.campsiteConfirmationSummaries.find(
    (reservation) => reservation.reservationId === cancelReservationId,
  );
  const { guest, payment } = order;
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>
          {order.status === "canceled" ? "Booking cancelled" : "Booking confirmed"}
        </p>
        <h1 className={styles.title}>
          {order.status === "canceled"
            ? "Every stay of this booking is cancelled"
            : `Thank you, ${guest.firstName}! Your trip is booked.`}
        </h1>
        <dl className={styles.codeBox}>
          <dt className={styles.codeLabel}>Confirmation code</dt>
          <dd className={styles.code}>{order.orderConfirmation}</dd>
        </dl>
        <p className={styles.mailNote}>
          Booked <TimeAgo date={order.createdAt} />
        </p>
        <p className={styles.mailNote}>
          A confirmation e-mail is on its way to <strong>{guest.email}</strong>. Quote your code when you call
          a park.
        </p>
        <PrintButton className={styles.noPrint} />
      </header>

      {linkedStay && (linkedStay.status === "canceled" || !linkedStay.cancellationQuote) && (
        <Alert color="gray" className={styles.noPrint} title="Nothing to cancel">
          {linkedStay.status === "canceled"
            ? `${linkedStay.campsiteType.name} is already cancelled.`
            : `${linkedStay.campsiteType.name} can no longer be cancelled online; please call the park.`}
        </Alert>
      )}

      {order.parks.map((park) => (
        <ParkOrderPart
          key={park.id}
          invoiceUuid={order.invoiceUuid}
          park={park}
          reservations={order.campsiteConfirmationSummaries.filter(
            (reservation) => reservation.park.id === park.id,
          )}
          cancelReservationId={cancelReservationId}
          payments={payments}
        />
      ))}

      <section className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary" className={styles.parkName}>
          Order summary
        </h2>
        <ChargeRows
          lines={orderSummaryLines({
            subtotal: order.subTotal,
            discounts: order.discounts,
            taxes: order.taxes,
          })}
          total={{ label: "Total", amount: order.total }}
        />
        {order.refunded > 0 && (
          <MoneyRows rows={[{ label: "Refunded", amount: order.refunded, deduction: true }]} />
        )}
        {payment && (
          <p className={styles.paidWith}>
            Paid {payment.cardLast4 ? `with the card ending ${payment.cardLast4}` : "by card"}.
          </p>
        )}
        <h3 className={styles.policyTitle}>Booked by</h3>
        <address className={styles.guest}>
          {guest.firstName} {guest.lastName}
          <br />
          {guest.address.line1}
          {guest.address.line2 ? (
            <>
              <br />
              {guest.address.line2}
            </>
          ) : null}
          <br />
          {guest.address.city}, {guest.address.state} {guest.address.postalCode}, {guest.address.country}
          <br />
          {guest.phone} · {guest.email}
        </address>
      </section>
    </article>
  );
}
