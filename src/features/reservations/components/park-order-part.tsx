import { ChargeRows } from "@/features/cart/components/money-rows";
import { CheckInOutRows } from "@/features/parks/components/check-in-out-rows";
import { PhoneRow } from "@/features/parks/components/phone-row";
import { parkBreakdown } from "@/lib/price-breakdown";
import { breakdownParkOfOrder } from "../order-breakdown";
import type { OrderConfirmation } from "../orders.schemas";
import styles from "./order-confirmation.module.css";
import { type OrderPayments, ReservationSummary } from "./reservation-summary";

type Park = OrderConfirmation["parks"][number];
type Reservation = OrderConfirmation["campsiteConfirmationSummaries"][number];

/** One park's part of the order: how to get there and reach it, its stays, its policy and its total. */
export function ParkOrderPart({
  invoiceUuid,
  park,
  reservations,
  cancelReservationId,
  payments,
}: {
  invoiceUuid: string;
  park: Park;
  reservations: Reservation[];
  cancelReservationId: string | null;
  payments: OrderPayments;
}) {
  const headingId = `park-${park.id}`;
  const breakdown = parkBreakdown(breakdownParkOfOrder(park, reservations));
  return (
    <section className={styles.park} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.parkName}>
        {park.name}
      </h2>
      <dl className={styles.parkFacts}>
        <div>
          <dt>Address</dt>
          <dd>
            {park.address}{" "}
            <a href={park.directionsUrl} target="_blank" rel="noopener" className={styles.noPrint}>
              Directions<span className="visually-hidden"> to {park.name} (opens in a new tab)</span>
            </a>
          </dd>
        </div>
        <PhoneRow phone={park.phone} />
        <div>
          <dt>E-mail</dt>
          <dd>
            <a className="tap-link" href={`mailto:${park.email}`}>
              {park.email}
            </a>
          </dd>
        </div>
        <CheckInOutRows checkInTime={park.checkInTime} checkOutTime={park.checkOutTime} />
      </dl>
      <ul className={styles.reservations}>
        {reservations.map((reservation) => (
          <li key={reservation.reservationId}>
            <ReservationSummary
              invoiceUuid={invoiceUuid}
              payments={payments}
              reservation={reservation}
              cancelAtLoad={reservation.reservationId === cancelReservationId}
            />
          </li>
        ))}
      </ul>
      <div className={styles.policy}>
        <h3 className={styles.policyTitle}>Cancellation policy</h3>
        <p>{park.cancellationPolicy}</p>
      </div>
      <ChargeRows
        lines={breakdown.summary}
        total={{ label: `${park.name} total`, amount: breakdown.total }}
      />
    </section>
  );
}
