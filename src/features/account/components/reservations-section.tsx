"use client";

import { Badge, Button, Skeleton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { formatInstantDate, PARKS_TIME_ZONE } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { guestsSummary } from "@/lib/stay-format";
import { TimeAgo } from "@/lib/time-ago";
import { useTRPC } from "@/lib/trpc/react";
import { splitOrders, stayDatesText } from "../account-orders";
import styles from "./account.module.css";
import { AccountSection } from "./account-section";
import type { AccountOrder, AccountStay } from "./account-stay";
import { CancelStayDialog } from "./cancel-stay-dialog";

/** The user's orders: stays to come (cancellable under the park's policy) and stays that are over. */
export function ReservationsSection() {
  const trpc = useTRPC();
  const orders = useQuery(trpc.booking.account.listOrders.queryOptions());
  const [cancelling, setCancelling] = useState<{ order: AccountOrder; stay: AccountStay } | null>(null);

  if (orders.isPending) {
    return (
      <AccountSection id="reservations" title="Reservations">
        <Skeleton height={120} aria-hidden />
      </AccountSection>
    );
  }
  if (orders.isError) {
    return (
      <AccountSection id="reservations" title="Reservations">
        <p role="alert">We could not load your reservations. Reload the page to try again.</p>
      </AccountSection>
    );
  }
  const { upcoming, past } = splitOrders(orders.data);
  return (
    <AccountSection id="reservations" title="Reservations">
      <h3 className={styles.subTitle}>Upcoming stays</h3>
      {upcoming.length === 0 ? (
        <p className={styles.empty}>
          No stays booked yet. <Link href="/">Find a campsite</Link> for your next trip.
        </p>
      ) : (
        <OrderList orders={upcoming} onCancel={(order, stay) => setCancelling({ order, stay })} />
      )}
      {past.length > 0 && (
        <>
          <h3 className={styles.subTitle}>Past stays</h3>
          <OrderList orders={past} />
        </>
      )}
      <CancelStayDialog target={cancelling} onClose={() => setCancelling(null)} />
    </AccountSection>
  );
}

function OrderList({
  orders,
  onCancel,
}: {
  orders: AccountOrder[];
  onCancel?: (order: AccountOrder, stay: AccountStay) => void;
}) {
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <li key={order.invoiceUuid}>
          <article className={styles.order} aria-labelledby={`order-${order.invoiceUuid}`}>
            <header className={styles.orderHead}>
              <div>
                <h4 id={`order-${order.invoiceUuid}`} className={styles.orderTitle}>
                  Confirmation {order.orderConfirmation}
                </h4>
                <p className={styles.muted}>
                  Booked <TimeAgo date={order.createdAt} /> (
                  {formatInstantDate(order.createdAt, PARKS_TIME_ZONE)}) · {formatUsd(order.total)} in total
                </p>
              </div>
              <Link href={`/checkout/confirmation/${order.invoiceUuid}`} className={styles.textLink}>
                View confirmation<span className="visually-hidden"> {order.orderConfirmation}</span>
              </Link>
            </header>
            <ul className={styles.stays} aria-label={`Stays of ${order.orderConfirmation}`}>
              {order.reservations.map((stay) => (
                <li key={stay.reservationId} className={styles.stay}>
                  <div className={styles.stayMain}>
                    <p className={styles.stayPark}>{stay.park.name}</p>
                    <p className={styles.stayType}>
                      {stay.campsiteType.name} · Site {stay.campsite.name}
                    </p>
                    <p className={styles.muted}>
                      {stayDatesText(stay.dates)} · {guestsSummary(stay.guests)}
                    </p>
                  </div>
                  <div className={styles.stayAside}>
                    {stay.status === "confirmed" ? (
                      <Badge color="forest" variant="light">
                        Confirmed
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        Cancelled
                      </Badge>
                    )}
                    <p className={styles.stayTotal}>{formatUsd(stay.total)}</p>
                    {stay.status === "canceled" && stay.refund !== null && (
                      <p className={styles.muted}>{formatUsd(stay.refund)} refunded</p>
                    )}
                    {onCancel && stay.status === "confirmed" && stay.cancellationQuote && (
                      <Button
                        variant="outline"
                        color="#b42318"
                        size="xs"
                        onClick={() => onCancel(order, stay)}
                        aria-label={`Cancel ${stay.campsiteType.name} at ${stay.park.name}, ${stayDatesText(stay.dates)}`}
                      >
                        Cancel
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
