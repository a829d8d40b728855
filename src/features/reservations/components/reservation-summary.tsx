import { ChargeRows } from "@/features/cart/components/money-rows";
import { StayFacts, stayDatesLabel, wideFactClass } from "@/features/cart/components/stay-facts";
import { stayKind, stayKindText } from "@/features/cart/stay-kind";
import { formatClockTime, formatDayWithYear } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import type { PaymentFormSettings } from "@/lib/payments/payment-field-types";
import { stayBreakdown } from "@/lib/price-breakdown";
import { breakdownStayOfReservation } from "../order-breakdown";
import type { OrderConfirmation } from "../orders.schemas";
import { CancelReservationButton } from "./cancel-reservation-button";
import { ChangeReservationButton } from "./change-reservation-button";
import styles from "./order-confirmation.module.css";

type Reservation = OrderConfirmation["campsiteConfirmationSummaries"][number];

/** How the change dialog takes a card (the server's gateway, its test cards, Stripe's key). */
export type OrderPayments = PaymentFormSettings;

/** What the party camps with: the trip details' answer at checkout, else what the stay was searched with. */
function equipmentTypeOf(reservation: Reservation): string | undefined {
  return reservation.tripDetails.equipmentType ?? reservation.equipment?.type;
}

function rigLabel(reservation: Reservation): string | null {
  const type = equipmentTypeOf(reservation);
  if (!type) return null;
  const length = reservation.tripDetails.rvLength ?? reservation.equipment?.rvLength;
  return length ? `${type}, ${length} ft` : type;
}

/** One booked stay: what, where, when, who, its add-ons and subtotal, its status and (while allowed) Cancel. */
export function ReservationSummary({
  invoiceUuid,
  reservation,
  cancelAtLoad,
  payments,
}: {
  invoiceUuid: string;
  reservation: Reservation;
  cancelAtLoad: boolean;
  payments: OrderPayments;
}) {
  const headingId = `reservation-${reservation.reservationId}`;
  const canceled = reservation.status === "canceled";
  const rig = rigLabel(reservation);
  const kind = stayKind(reservation.campsiteType.campsiteCategoryCode, equipmentTypeOf(reservation));
  const { tripDetails, pricing } = reservation;
  return (
    <article className={styles.reservation} aria-labelledby={headingId} data-canceled={canceled || undefined}>
      <div className={styles.reservationHead}>
        <div>
          <p className={styles.category}>{stayKindText(kind)}</p>
          <h3 id={headingId} className={styles.reservationName}>
            {reservation.campsiteType.name}
          </h3>
        </div>
        <p className={styles.status} data-status={reservation.status}>
          {canceled ? "Cancelled" : "Confirmed"}
        </p>
      </div>
      <StayFacts
        stay={{
          siteLocked: reservation.siteLocked,
          siteName: reservation.campsite.name,
          dates: reservation.dates,
          nights: reservation.nights,
          guests: reservation.guests,
        }}
      >
        {rig && (
          <div>
            <dt>Camping with</dt>
            <dd>{rig}</dd>
          </div>
        )}
        {tripDetails.vehicles !== undefined && (
          <div>
            <dt>Vehicles</dt>
            <dd>{tripDetails.vehicles}</dd>
          </div>
        )}
        {tripDetails.arrivalTime && (
          <div>
            <dt>Arriving around</dt>
            <dd>{formatClockTime(tripDetails.arrivalTime)}</dd>
          </div>
        )}
        {tripDetails.notes && (
          <div className={wideFactClass}>
            <dt>Notes to the park</dt>
            <dd>{tripDetails.notes}</dd>
          </div>
        )}
      </StayFacts>
      <ChargeRows compact lines={stayBreakdown(breakdownStayOfReservation(reservation)).lines} />
      <dl className={styles.reservationMoney}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatUsd(pricing.subtotal)}</dd>
        </div>
        {pricing.discount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>−{formatUsd(pricing.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Taxes</dt>
          <dd>{formatUsd(pricing.taxes)}</dd>
        </div>
        <div className={styles.reservationTotal}>
          <dt>Total</dt>
          <dd>{formatUsd(pricing.total)}</dd>
        </div>
        {canceled && reservation.refund !== null && (
          <div className={styles.refund}>
            <dt>Refunded</dt>
            <dd>{formatUsd(reservation.refund)}</dd>
          </div>
        )}
        {/* Read from the stay's folio (decision 0049): a deposit's balance and its date, or what the park collects. */}
        {!canceled && reservation.folio.balance > 0 && (
          <>
            <div>
              <dt>Paid</dt>
              <dd>{formatUsd(reservation.folio.paid)}</dd>
            </div>
            <div className={styles.reservationTotal}>
              <dt>
                {reservation.folio.balanceDueOn
                  ? `Balance due ${formatDayWithYear(reservation.folio.balanceDueOn)}`
                  : "Balance due at the park"}
              </dt>
              <dd>{formatUsd(reservation.folio.balance)}</dd>
            </div>
          </>
        )}
      </dl>
      {/* Changed or cancelled online until the arrival day (then the park handles it): the quote says which. */}
      {!canceled && reservation.cancellationQuote && (
        <div className={styles.stayActions}>
          <ChangeReservationButton
            payments={payments}
            stay={{
              invoiceUuid,
              reservationId: reservation.reservationId,
              name: reservation.campsiteType.name,
              siteLocked: reservation.siteLocked,
              siteId: reservation.campsite.id,
              siteName: reservation.campsite.name,
              dates: reservation.dates,
              guests: reservation.guests,
            }}
          />
          <CancelReservationButton
            invoiceUuid={invoiceUuid}
            reservationId={reservation.reservationId}
            name={reservation.campsiteType.name}
            stay={`${reservation.campsiteType.name} at ${reservation.park.name}, ${stayDatesLabel(reservation.dates)}`}
            quote={reservation.cancellationQuote}
            openAtLoad={cancelAtLoad}
          />
        </div>
      )}
    </article>
  );
}
